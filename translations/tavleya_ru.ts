<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>core</name>
    <message>
        <source>no such piece left in the reserve</source>
        <translation>такой фигуры в запасе больше нет</translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <translation>поле %1 занято</translation>
    </message>
    <message>
        <source>%1 is not on your half of the board</source>
        <translation>поле %1 не на вашей половине доски</translation>
    </message>
    <message>
        <source>a pawn may not be placed on your first rank</source>
        <translation>пешку нельзя ставить на свою первую горизонталь</translation>
    </message>
    <message>
        <source>the second bishop must stand on the other colour than the first</source>
        <translation>второй слон должен стоять на поле другого цвета, чем первый</translation>
    </message>
    <message>
        <source>place at least one piece</source>
        <translation>поставьте хотя бы одну фигуру</translation>
    </message>
    <message>
        <source>the king must be placed in the first turn</source>
        <translation>короля нужно поставить первым же ходом</translation>
    </message>
    <message>
        <source>after this turn your king would be in check</source>
        <translation>после этого хода ваш король будет под шахом</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Start a game of VARIANT (classical, chess960, tavreli, ...).</source>
        <translation>Начать партию в VARIANT (classical, chess960, tavreli, ...).</translation>
    </message>
    <message>
        <source>Start from POSITION (FEN, or TFEN for Tavreli).</source>
        <translation>Начать с позиции POSITION (FEN, для таврелей — TFEN).</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; the defaults are used.</source>
        <translation>Не удалось прочитать файл настроек %1; используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Файл PGN, который нужно открыть.</translation>
    </message>
    <message>
        <source>Tavleya was not closed properly last time. Restore the game that was on the board?</source>
        <translation>В прошлый раз Тавлея была закрыта некорректно. Восстановить партию, которая была на доске?</translation>
    </message>
</context>
<context>
    <name>tavleya::AutosaveWriter</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
</context>
<context>
    <name>tavleya::BoardModel</name>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ферзь</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>ладья</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>слон</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>конь</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>пешка</translation>
    </message>
    <message>
        <source>fers</source>
        <translation>фарзин</translation>
    </message>
    <message>
        <source>alfil</source>
        <translation>альфиль</translation>
    </message>
    <message>
        <source>helgi</source>
        <translation>хельги</translation>
    </message>
    <message>
        <source>White %1</source>
        <translation>%1 белых</translation>
    </message>
    <message>
        <source>Black %1</source>
        <translation>%1 чёрных</translation>
    </message>
</context>
<context>
    <name>tavleya::CommentEditor</name>
    <message>
        <source>Comment before the move</source>
        <translation>Комментарий перед ходом</translation>
    </message>
    <message>
        <source>Comment after the move</source>
        <translation>Комментарий после хода</translation>
    </message>
</context>
<context>
    <name>tavleya::GameDocument</name>
    <message>
        <source>The game could not be saved automatically: %1</source>
        <translation>Не удалось автоматически сохранить партию: %1</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>The file is still being read; try again in a moment.</source>
        <translation>Файл ещё читается; попробуйте чуть позже.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Несохранённая партия</translation>
    </message>
    <message>
        <source>The game has changes that are not saved. Save it?</source>
        <translation>В партии есть несохранённые изменения. Сохранить её?</translation>
    </message>
    <message>
        <source>%1 holds no game.</source>
        <translation>В файле %1 нет партий.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>Не удаётся прочитать %1.</translation>
    </message>
    <message>
        <source>Tavleya — %1</source>
        <translation>Тавлея — %1</translation>
    </message>
    <message>
        <source>There is no game %1.</source>
        <translation>Партии %1 нет.</translation>
    </message>
    <message>
        <source>Game %1 holds no moves.</source>
        <translation>В партии %1 нет ходов.</translation>
    </message>
    <message>
        <source>The clipboard holds no game.</source>
        <translation>В буфере обмена нет партии.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Строка %1, столбец %2: %3</translation>
    </message>
    <message>
        <source>Tavleya</source>
        <translation>Тавлея</translation>
    </message>
</context>
<context>
    <name>tavleya::GameEndText</name>
    <message>
        <source>1–0: White wins</source>
        <translation>1–0: победа белых</translation>
    </message>
    <message>
        <source>0–1: Black wins</source>
        <translation>0–1: победа чёрных</translation>
    </message>
    <message>
        <source>½–½: Draw</source>
        <translation>½–½: ничья</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>мат</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>пат</translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation>пятикратное повторение позиции</translation>
    </message>
    <message>
        <source>75 moves without a capture or pawn move</source>
        <translation>75 ходов без взятий и ходов пешками</translation>
    </message>
    <message>
        <source>neither side can mate</source>
        <translation>ни одна сторона не может поставить мат</translation>
    </message>
    <message>
        <source>time ran out, but the opponent cannot mate</source>
        <translation>время вышло, но соперник не может поставить мат</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>время вышло</translation>
    </message>
    <message>
        <source>bare king</source>
        <translation>голый король</translation>
    </message>
    <message>
        <source>king exposed when the setups were revealed</source>
        <translation>король под ударом при раскрытии расстановок</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>сдача</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>по соглашению</translation>
    </message>
    <message>
        <source>claimed</source>
        <translation>по требованию</translation>
    </message>
</context>
<context>
    <name>tavleya::GameListModel</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Game %1, line %2, column %3: %4</source>
        <translation>Партия %1, строка %2, столбец %3: %4</translation>
    </message>
</context>
<context>
    <name>tavleya::GameListPanel</name>
    <message>
        <source>Any field</source>
        <translation>Любое поле</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Filter the games</source>
        <translation>Отбор партий</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Остановить</translation>
    </message>
    <message>
        <source>Stop reading the file; the games listed so far stay</source>
        <translation>Прекратить чтение файла; уже найденные партии останутся в списке</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n партия</numerusform>
            <numerusform>%n партии</numerusform>
            <numerusform>%n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s)</source>
        <translation>
            <numerusform>%1 из %n партии</numerusform>
            <numerusform>%1 из %n партий</numerusform>
            <numerusform>%1 из %n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>checking moves %p%</source>
        <translation>проверка ходов %p%</translation>
    </message>
    <message>
        <source>listing %p%</source>
        <translation>чтение списка %p%</translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n не читается</numerusform>
            <numerusform>%n не читаются</numerusform>
            <numerusform>%n не читаются</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tavleya::GameSession</name>
    <message>
        <source>Edit Header</source>
        <translation>Правка заголовка</translation>
    </message>
    <message>
        <source>Replace Moves</source>
        <translation>Замена ходов</translation>
    </message>
    <message>
        <source>Add Move</source>
        <translation>Добавление хода</translation>
    </message>
</context>
<context>
    <name>tavleya::HeaderDialog</name>
    <message>
        <source>Game Header</source>
        <translation>Заголовок партии</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Тег</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Добавить тег</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Удалить тег</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no tag name: use letters, digits and _</source>
        <translation>«%1» — не имя тега: допустимы буквы, цифры и _</translation>
    </message>
    <message>
        <source>The result is the game&apos;s own; it is not set here</source>
        <translation>Результат принадлежит партии; здесь он не задаётся</translation>
    </message>
    <message>
        <source>The tag %1 is there twice</source>
        <translation>Тег %1 указан дважды</translation>
    </message>
</context>
<context>
    <name>tavleya::MainWindow</name>
    <message>
        <source>Tavleya</source>
        <translation>Тавлея</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Партия</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Перевернуть доску</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About Tavleya</source>
        <translation>&amp;О программе «Тавлея»</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Ход белых</translation>
    </message>
    <message>
        <source>About Tavleya</source>
        <translation>О программе «Тавлея»</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Tavleya&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Chess and its variants, including Tavreli, for two players at one board.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Тавлея&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Шахматы и их разновидности, включая таврели, для двух игроков за одной доской.&lt;/p&gt;&lt;p&gt;Распространяется по лицензии GNU GPL версии 3 или более поздней.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Взять ход назад</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Предложить &amp;ничью</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Ход чёрных</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Предложение ничьей</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Новая партия...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Открыть...</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Потребовать ничью</translation>
    </message>
    <message>
        <source>&amp;Turn Board for Each Move</source>
        <translation>&amp;Поворачивать доску после каждого хода</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>П&amp;ереход</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Вперёд</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>В &amp;начало</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>В &amp;конец</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>&amp;Нотация</translation>
    </message>
    <message>
        <source>&amp;Algebraic (SAN)</source>
        <translation>&amp;Алгебраическая (SAN)</translation>
    </message>
    <message>
        <source>&amp;Russian Letters</source>
        <translation>&amp;Русские буквы</translation>
    </message>
    <message>
        <source>&amp;Figurines</source>
        <translation>&amp;Фигурки</translation>
    </message>
    <message>
        <source>&amp;Long Algebraic</source>
        <translation>&amp;Полная алгебраическая</translation>
    </message>
    <message>
        <source>%1 (top to bottom): %2</source>
        <translation>%1 (сверху вниз): %2</translation>
    </message>
    <message>
        <source>Offer a draw with the move just made</source>
        <translation>Предложить ничью вместе с только что сделанным ходом</translation>
    </message>
    <message>
        <source>Threefold repetition or fifty moves without a capture or pawn move, now or with the move you intend to make</source>
        <translation>Троекратное повторение или пятьдесят ходов без взятий и ходов пешками — сейчас или с ходом, который вы собираетесь сделать</translation>
    </message>
    <message>
        <source>Face to &amp;Face</source>
        <translation>Лицом к &amp;лицу</translation>
    </message>
    <message>
        <source>The far player&apos;s pieces turned towards them, for a board lying flat between the players</source>
        <translation>Фигуры дальнего игрока повёрнуты к нему — для доски, лежащей между игроками</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Настройки...</translation>
    </message>
    <message>
        <source>Black offers a draw. White, do you accept?</source>
        <translation>Чёрные предлагают ничью. Белые, вы согласны?</translation>
    </message>
    <message>
        <source>White offers a draw. Black, do you accept?</source>
        <translation>Белые предлагают ничью. Чёрные, вы согласны?</translation>
    </message>
    <message>
        <source>Claim a draw with the move</source>
        <translation>Потребовать ничью с ходом</translation>
    </message>
    <message>
        <source>&amp;Pause Clock</source>
        <translation>&amp;Остановить часы</translation>
    </message>
    <message>
        <source>The clock is paused</source>
        <translation>Часы остановлены</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <source>No files yet</source>
        <translation>Файлов пока нет</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Поднять вариант</translation>
    </message>
    <message>
        <source>&amp;Demote Variation</source>
        <translation>&amp;Опустить вариант</translation>
    </message>
    <message>
        <source>Make &amp;Main Line</source>
        <translation>Сделать &amp;главным</translation>
    </message>
    <message>
        <source>Delete &amp;Variation</source>
        <translation>Удалить &amp;вариант</translation>
    </message>
    <message>
        <source>Delete the &amp;Rest</source>
        <translation>Удалить &amp;продолжение</translation>
    </message>
    <message>
        <source>Delete the Rest</source>
        <translation>Удаление продолжения</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>New Moves Replace the Re&amp;st</source>
        <translation>Новые ходы &amp;заменяют продолжение</translation>
    </message>
    <message>
        <source>A move made where the game goes on replaces what follows, instead of adding a variation</source>
        <translation>Ход, сделанный там, где партия продолжается, заменяет продолжение, а не добавляет вариант</translation>
    </message>
    <message>
        <source>Edit &amp;Header...</source>
        <translation>&amp;Заголовок партии...</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>&amp;Предыдущий вариант</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>&amp;Следующий вариант</translation>
    </message>
    <message>
        <source>Comment Before the Move</source>
        <translation>Комментарий перед ходом</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>Annotation Glyph</source>
        <translation>Знак оценки</translation>
    </message>
    <message>
        <source>Mark Square</source>
        <translation>Пометка поля</translation>
    </message>
    <message>
        <source>Draw Arrow</source>
        <translation>Стрелка</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>Set Up &amp;Position...</source>
        <translation>&amp;Расстановка позиции...</translation>
    </message>
    <message>
        <source>&amp;Copy Position (FEN)</source>
        <translation>&amp;Копировать позицию (FEN)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Paste P&amp;osition</source>
        <translation>Вставить п&amp;озицию</translation>
    </message>
    <message>
        <source>Paste Position</source>
        <translation>Вставка позиции</translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <source>Copy &amp;Game (PGN)</source>
        <translation>Копировать &amp;партию (PGN)</translation>
    </message>
    <message>
        <source>Paste G&amp;ame</source>
        <translation>Вставить п&amp;артию</translation>
    </message>
    <message>
        <source>Paste Game</source>
        <translation>Вставка партии</translation>
    </message>
    <message>
        <source>E&amp;xport Board...</source>
        <translation>&amp;Экспорт доски...</translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation>Экспорт доски</translation>
    </message>
    <message>
        <source>Images (*.png *.svg)</source>
        <translation>Изображения (*.png *.svg)</translation>
    </message>
    <message>
        <source>Tavleya board</source>
        <translation>Доска Тавлеи</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>Не удалось записать %1.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Сохранить &amp;как...</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Who resigns the game?</source>
        <translation>Кто сдаёт партию?</translation>
    </message>
    <message>
        <source>White Resigns</source>
        <translation>Белые сдаются</translation>
    </message>
    <message>
        <source>Black Resigns</source>
        <translation>Чёрные сдаются</translation>
    </message>
    <message>
        <source>Accept Draw</source>
        <translation>Согласиться на ничью</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Отказаться</translation>
    </message>
    <message>
        <source>&amp;Resign...</source>
        <translation>&amp;Сдаться...</translation>
    </message>
    <message>
        <source>The clock is paused: Resume</source>
        <translation>Часы остановлены: продолжить</translation>
    </message>
</context>
<context>
    <name>tavleya::MoveListModel</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
</context>
<context>
    <name>tavleya::NagPalette</name>
    <message>
        <source>Good move</source>
        <translation>Хороший ход</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Отличный ход</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Грубая ошибка</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Ход, заслуживающий внимания</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Сомнительный ход</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Равная позиция</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Неясная позиция</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>У белых немного лучше</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>У чёрных немного лучше</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>У белых лучше</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>У чёрных лучше</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Белые выигрывают</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Чёрные выигрывают</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Новинка</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Единственный ход</translation>
    </message>
    <message>
        <source>Zugzwang</source>
        <translation>Цугцванг</translation>
    </message>
    <message>
        <source>Development advantage</source>
        <translation>Перевес в развитии</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Инициатива</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Compensation for the material</source>
        <translation>Компенсация за материал</translation>
    </message>
    <message>
        <source>Counterplay</source>
        <translation>Контригра</translation>
    </message>
    <message>
        <source>Time trouble</source>
        <translation>Цейтнот</translation>
    </message>
    <message>
        <source>Annotation Glyphs</source>
        <translation>Знаки оценки</translation>
    </message>
</context>
<context>
    <name>tavleya::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Вариант:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайная</translation>
    </message>
    <message>
        <source>Start &amp;position:</source>
        <translation>Начальная &amp;позиция:</translation>
    </message>
    <message>
        <source>no clock; or 5+3, 90/40+30+30, 5 d5 ...</source>
        <translation>без часов; или 5+3, 90/40+30+30, 5 d5 ...</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Контроль времени:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Белые:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Чёрные:</translation>
    </message>
    <message>
        <source>Bullet 1+0</source>
        <translation>Пуля 1+0</translation>
    </message>
    <message>
        <source>Blitz 3+2</source>
        <translation>Блиц 3+2</translation>
    </message>
    <message>
        <source>Blitz 5+3</source>
        <translation>Блиц 5+3</translation>
    </message>
    <message>
        <source>Rapid 10+5</source>
        <translation>Рапид 10+5</translation>
    </message>
    <message>
        <source>Rapid 15+10</source>
        <translation>Рапид 15+10</translation>
    </message>
    <message>
        <source>Classical 90/40 + 30, 30 s increment</source>
        <translation>Классика 90/40 + 30, добавка 30 с</translation>
    </message>
    <message>
        <source>Blitz 5 min, 5 s delay</source>
        <translation>Блиц 5 мин, задержка 5 с</translation>
    </message>
    <message>
        <source>Rapid 25 min, 10 s Bronstein delay</source>
        <translation>Рапид 25 мин, задержка Бронштейна 10 с</translation>
    </message>
    <message>
        <source>Hourglass 3 min</source>
        <translation>Песочные часы 3 мин</translation>
    </message>
    <message>
        <source>30 s per move</source>
        <translation>30 с на ход</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Без часов</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Свой</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Часы:</translation>
    </message>
    <message>
        <source>the same as White&apos;s</source>
        <translation>как у белых</translation>
    </message>
    <message>
        <source>Black&apos;s time co&amp;ntrol:</source>
        <translation>Контроль &amp;чёрных:</translation>
    </message>
    <message>
        <source>White: %1</source>
        <translation>Белые: %1</translation>
    </message>
    <message>
        <source>Black: %1</source>
        <translation>Чёрные: %1</translation>
    </message>
    <message>
        <source>Black has a time control, White has none</source>
        <translation>У чёрных есть контроль времени, у белых нет</translation>
    </message>
</context>
<context>
    <name>tavleya::PlacingTurnController</name>
    <message>
        <source>Take Back Placement</source>
        <translation>Убрать последнюю фигуру</translation>
    </message>
    <message>
        <source>Confirm Turn</source>
        <translation>Завершить ход</translation>
    </message>
</context>
<context>
    <name>tavleya::PositionEditor</name>
    <message>
        <source>Set Up a Position</source>
        <translation>Расстановка позиции</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Left button: put the piece (in Tavreli, on top of the tower). Right button: take the top piece off.</source>
        <translation>Левая кнопка: поставить фигуру (в тавреях — на верх башни). Правая кнопка: снять верхнюю фигуру.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Side to &amp;move:</source>
        <translation>&amp;Очередь хода:</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Белые 0-0</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Белые 0-0-0</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Чёрные 0-0</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Чёрные 0-0-0</translation>
    </message>
    <message>
        <source>Castling:</source>
        <translation>Рокировка:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>&amp;En passant on the file:</source>
        <translation>Взятие на &amp;проходе по вертикали:</translation>
    </message>
    <message>
        <source>Pockets (White, Black):</source>
        <translation>Запас (белые, чёрные):</translation>
    </message>
    <message>
        <source>Move &amp;number:</source>
        <translation>&amp;Номер хода:</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Очистить доску</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Начальная позиция</translation>
    </message>
</context>
<context>
    <name>tavleya::SecretSetupController</name>
    <message>
        <source>Setup Done</source>
        <translation>Расстановка готова</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>White: arrange your pieces on your four ranks</source>
        <translation>Белые: расставьте фигуры на своих четырёх горизонталях</translation>
    </message>
    <message>
        <source>Black: arrange your pieces on your four ranks</source>
        <translation>Чёрные: расставьте фигуры на своих четырёх горизонталях</translation>
    </message>
    <message>
        <source>White has arranged the pieces.

Hand the board to Black; Black, press Continue when White is not looking.</source>
        <translation>Белые расставили фигуры.

Передайте доску чёрным; чёрные, нажмите «Продолжить», когда белые не смотрят.</translation>
    </message>
</context>
<context>
    <name>tavleya::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>The new language is used when Tavleya is started again.</source>
        <translation>Новый язык будет использован при следующем запуске Тавлеи.</translation>
    </message>
</context>
</TS>
