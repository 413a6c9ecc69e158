<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>BoardTheme</name>
    <message>
        <source>Walnut</source>
        <translation>Орех</translation>
    </message>
    <message>
        <source>Meadow</source>
        <translation>Луг</translation>
    </message>
    <message>
        <source>Slate</source>
        <translation>Сланец</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Мрамор</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокий контраст</translation>
    </message>
    <message>
        <source>For colour-blind players</source>
        <translation>Для дальтоников</translation>
    </message>
</context>
<context>
    <name>FileSuggestions</name>
    <message>
        <source>game</source>
        <translation>партия</translation>
    </message>
    <message>
        <source>PGN files (*.pgn *.pgn.gz *.pgn.bz2 *.pgn.xz *.pgn.zst *.PGN)</source>
        <translation>Файлы PGN (*.pgn *.pgn.gz *.pgn.bz2 *.pgn.xz *.pgn.zst *.PGN)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
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
    <name>ListedDuplicates</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
</context>
<context>
    <name>MistakeBook</name>
    <message>
        <source>The mistakes cannot be kept in %1: %2</source>
        <translation>Ошибки не сохраняются в %1: %2</translation>
    </message>
</context>
<context>
    <name>PieceSet</name>
    <message>
        <source>Tavleya</source>
        <translation>Тавлея</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классические</translation>
    </message>
    <message>
        <source>Classic, readable from both sides</source>
        <translation>Классические, читаемые с обеих сторон</translation>
    </message>
</context>
<context>
    <name>PuzzleRecordsFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>The puzzle record of %1 could not be read (%2); it is kept as %3.</source>
        <translation>Запись задач игрока %1 не читается (%2); она сохранена как %3.</translation>
    </message>
    <message>
        <source>The puzzle record cannot be saved to %1: %2</source>
        <translation>Запись задач не сохраняется в %1: %2</translation>
    </message>
</context>
<context>
    <name>PuzzleTheme</name>
    <message>
        <source>Advanced pawn</source>
        <translation>Продвинутая пешка</translation>
    </message>
    <message>
        <source>Advantage</source>
        <translation>Преимущество</translation>
    </message>
    <message>
        <source>Anastasia&apos;s mate</source>
        <translation>Мат Анастасии</translation>
    </message>
    <message>
        <source>Arabian mate</source>
        <translation>Арабский мат</translation>
    </message>
    <message>
        <source>Attacking f2 or f7</source>
        <translation>Атака на f2 или f7</translation>
    </message>
    <message>
        <source>Attraction</source>
        <translation>Завлечение</translation>
    </message>
    <message>
        <source>Back rank mate</source>
        <translation>Мат по последней горизонтали</translation>
    </message>
    <message>
        <source>Bare king</source>
        <translation>Голый король</translation>
    </message>
    <message>
        <source>Bishop endgame</source>
        <translation>Слоновый эндшпиль</translation>
    </message>
    <message>
        <source>Boden&apos;s mate</source>
        <translation>Мат Бодена</translation>
    </message>
    <message>
        <source>Capture the defender</source>
        <translation>Уничтожение защитника</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Рокировка</translation>
    </message>
    <message>
        <source>Clearance</source>
        <translation>Освобождение поля</translation>
    </message>
    <message>
        <source>Crushing</source>
        <translation>Разгром</translation>
    </message>
    <message>
        <source>Defensive move</source>
        <translation>Защитный ход</translation>
    </message>
    <message>
        <source>Deflection</source>
        <translation>Отвлечение</translation>
    </message>
    <message>
        <source>Discovered attack</source>
        <translation>Вскрытое нападение</translation>
    </message>
    <message>
        <source>Double bishop mate</source>
        <translation>Мат двумя слонами</translation>
    </message>
    <message>
        <source>Double check</source>
        <translation>Двойной шах</translation>
    </message>
    <message>
        <source>Dovetail mate</source>
        <translation>Мат «ласточкин хвост»</translation>
    </message>
    <message>
        <source>Mate by a drop</source>
        <translation>Мат сбросом</translation>
    </message>
    <message>
        <source>En passant</source>
        <translation>Взятие на проходе</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Эндшпиль</translation>
    </message>
    <message>
        <source>Equality</source>
        <translation>Равенство</translation>
    </message>
    <message>
        <source>Exposed king</source>
        <translation>Открытый король</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>Вилка</translation>
    </message>
    <message>
        <source>Hanging piece</source>
        <translation>Незащищённая фигура</translation>
    </message>
    <message>
        <source>Hook mate</source>
        <translation>Мат крюком</translation>
    </message>
    <message>
        <source>Interference</source>
        <translation>Перекрытие</translation>
    </message>
    <message>
        <source>Intermezzo</source>
        <translation>Промежуточный ход</translation>
    </message>
    <message>
        <source>Kingside attack</source>
        <translation>Атака на королевском фланге</translation>
    </message>
    <message>
        <source>Knight endgame</source>
        <translation>Коневой эндшпиль</translation>
    </message>
    <message>
        <source>Long puzzle</source>
        <translation>Длинная задача</translation>
    </message>
    <message>
        <source>Master games</source>
        <translation>Партии мастеров</translation>
    </message>
    <message>
        <source>Master vs master games</source>
        <translation>Партии мастеров между собой</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Мат</translation>
    </message>
    <message>
        <source>Middlegame</source>
        <translation>Миттельшпиль</translation>
    </message>
    <message>
        <source>One move</source>
        <translation>В один ход</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <source>Pawn endgame</source>
        <translation>Пешечный эндшпиль</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Связка</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Превращение</translation>
    </message>
    <message>
        <source>Queen endgame</source>
        <translation>Ферзевый эндшпиль</translation>
    </message>
    <message>
        <source>Queen and rook endgame</source>
        <translation>Эндшпиль ферзя и ладьи</translation>
    </message>
    <message>
        <source>Queenside attack</source>
        <translation>Атака на ферзевом фланге</translation>
    </message>
    <message>
        <source>Quiet move</source>
        <translation>Тихий ход</translation>
    </message>
    <message>
        <source>Rook endgame</source>
        <translation>Ладейный эндшпиль</translation>
    </message>
    <message>
        <source>Sacrifice</source>
        <translation>Жертва</translation>
    </message>
    <message>
        <source>Short puzzle</source>
        <translation>Короткая задача</translation>
    </message>
    <message>
        <source>Skewer</source>
        <translation>Линейный удар</translation>
    </message>
    <message>
        <source>Smothered mate</source>
        <translation>Спёртый мат</translation>
    </message>
    <message>
        <source>Super GM games</source>
        <translation>Партии супергроссмейстеров</translation>
    </message>
    <message>
        <source>Tower split</source>
        <translation>Раздел башни</translation>
    </message>
    <message>
        <source>Trapped piece</source>
        <translation>Пойманная фигура</translation>
    </message>
    <message>
        <source>Underpromotion</source>
        <translation>Слабое превращение</translation>
    </message>
    <message>
        <source>Very long puzzle</source>
        <translation>Очень длинная задача</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <source>X-ray attack</source>
        <translation>Рентген</translation>
    </message>
    <message>
        <source>Zugzwang</source>
        <translation>Цугцванг</translation>
    </message>
    <message>
        <source>Mate in %1</source>
        <translation>Мат в %1</translation>
    </message>
    <message>
        <source>Mate to a royal piece</source>
        <translation>Мат королевской фигуре</translation>
    </message>
    <message>
        <source>Taking a tower prisoner</source>
        <translation>Пленение башни</translation>
    </message>
    <message>
        <source>A capture that transforms</source>
        <translation>Взятие с превращением</translation>
    </message>
</context>
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
    <message>
        <source>illegal move &apos;%1&apos;: castling is not possible now (move %2, White to move)</source>
        <translation>недопустимый ход «%1»: рокировка сейчас невозможна (ход %2, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: that piece cannot be dropped there (move %2, White to move)</source>
        <translation>недопустимый ход «%1»: эту фигуру нельзя поставить на это поле (ход %2, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white piece stands on %2 (move %3, White to move)</source>
        <translation>недопустимый ход «%1»: на поле %2 нет белой фигуры (ход %3, очередь белых)</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; does not say what the pawn promotes to (move %2, White to move)</source>
        <translation>в ходе «%1» не указано, во что превращается пешка (ход %2, очередь белых)</translation>
    </message>
    <message>
        <source>ambiguous move &apos;%1&apos;: could be %2 (move %3, White to move)</source>
        <translation>неоднозначный ход «%1»: возможно %2 (ход %3, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the pawn on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>недопустимый ход «%1»: пешка с поля %2 не может пойти на %3 (ход %4, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white pawn (move %2, White to move)</source>
        <translation>недопустимый ход «%1»: нет белой пешки (ход %2, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white pawn can move to %2 (move %3, White to move)</source>
        <translation>недопустимый ход «%1»: ни одна белая пешка не может пойти на %2 (ход %3, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the knight on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>недопустимый ход «%1»: конь с поля %2 не может пойти на %3 (ход %4, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white knight (move %2, White to move)</source>
        <translation>недопустимый ход «%1»: нет белого коня (ход %2, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white knight can move to %2 (move %3, White to move)</source>
        <translation>недопустимый ход «%1»: ни один белый конь не может пойти на %2 (ход %3, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the bishop on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>недопустимый ход «%1»: слон с поля %2 не может пойти на %3 (ход %4, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white bishop (move %2, White to move)</source>
        <translation>недопустимый ход «%1»: нет белого слона (ход %2, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white bishop can move to %2 (move %3, White to move)</source>
        <translation>недопустимый ход «%1»: ни один белый слон не может пойти на %2 (ход %3, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the rook on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>недопустимый ход «%1»: ладья с поля %2 не может пойти на %3 (ход %4, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white rook (move %2, White to move)</source>
        <translation>недопустимый ход «%1»: нет белой ладьи (ход %2, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white rook can move to %2 (move %3, White to move)</source>
        <translation>недопустимый ход «%1»: ни одна белая ладья не может пойти на %2 (ход %3, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the queen on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>недопустимый ход «%1»: ферзь с поля %2 не может пойти на %3 (ход %4, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white queen (move %2, White to move)</source>
        <translation>недопустимый ход «%1»: нет белого ферзя (ход %2, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white queen can move to %2 (move %3, White to move)</source>
        <translation>недопустимый ход «%1»: ни один белый ферзь не может пойти на %2 (ход %3, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the king on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>недопустимый ход «%1»: король с поля %2 не может пойти на %3 (ход %4, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white king (move %2, White to move)</source>
        <translation>недопустимый ход «%1»: нет белого короля (ход %2, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white king can move to %2 (move %3, White to move)</source>
        <translation>недопустимый ход «%1»: ни один белый король не может пойти на %2 (ход %3, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the fers on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>недопустимый ход «%1»: ферзь шатранджа с поля %2 не может пойти на %3 (ход %4, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white fers (move %2, White to move)</source>
        <translation>недопустимый ход «%1»: нет белого ферзя шатранджа (ход %2, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white fers can move to %2 (move %3, White to move)</source>
        <translation>недопустимый ход «%1»: ни один белый ферзь шатранджа не может пойти на %2 (ход %3, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the alfil on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>недопустимый ход «%1»: альфил с поля %2 не может пойти на %3 (ход %4, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white alfil (move %2, White to move)</source>
        <translation>недопустимый ход «%1»: нет белого альфила (ход %2, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white alfil can move to %2 (move %3, White to move)</source>
        <translation>недопустимый ход «%1»: ни один белый альфил не может пойти на %2 (ход %3, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the helgi on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>недопустимый ход «%1»: хелги с поля %2 не может пойти на %3 (ход %4, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white helgi (move %2, White to move)</source>
        <translation>недопустимый ход «%1»: нет белого хелги (ход %2, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white helgi can move to %2 (move %3, White to move)</source>
        <translation>недопустимый ход «%1»: ни один белый хелги не может пойти на %2 (ход %3, очередь белых)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: castling is not possible now (move %2, Black to move)</source>
        <translation>недопустимый ход «%1»: рокировка сейчас невозможна (ход %2, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: that piece cannot be dropped there (move %2, Black to move)</source>
        <translation>недопустимый ход «%1»: эту фигуру нельзя поставить на это поле (ход %2, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black piece stands on %2 (move %3, Black to move)</source>
        <translation>недопустимый ход «%1»: на поле %2 нет чёрной фигуры (ход %3, очередь чёрных)</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; does not say what the pawn promotes to (move %2, Black to move)</source>
        <translation>в ходе «%1» не указано, во что превращается пешка (ход %2, очередь чёрных)</translation>
    </message>
    <message>
        <source>ambiguous move &apos;%1&apos;: could be %2 (move %3, Black to move)</source>
        <translation>неоднозначный ход «%1»: возможно %2 (ход %3, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the pawn on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>недопустимый ход «%1»: пешка с поля %2 не может пойти на %3 (ход %4, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black pawn (move %2, Black to move)</source>
        <translation>недопустимый ход «%1»: нет чёрной пешки (ход %2, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black pawn can move to %2 (move %3, Black to move)</source>
        <translation>недопустимый ход «%1»: ни одна чёрная пешка не может пойти на %2 (ход %3, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the knight on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>недопустимый ход «%1»: конь с поля %2 не может пойти на %3 (ход %4, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black knight (move %2, Black to move)</source>
        <translation>недопустимый ход «%1»: нет чёрного коня (ход %2, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black knight can move to %2 (move %3, Black to move)</source>
        <translation>недопустимый ход «%1»: ни один чёрный конь не может пойти на %2 (ход %3, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the bishop on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>недопустимый ход «%1»: слон с поля %2 не может пойти на %3 (ход %4, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black bishop (move %2, Black to move)</source>
        <translation>недопустимый ход «%1»: нет чёрного слона (ход %2, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black bishop can move to %2 (move %3, Black to move)</source>
        <translation>недопустимый ход «%1»: ни один чёрный слон не может пойти на %2 (ход %3, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the rook on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>недопустимый ход «%1»: ладья с поля %2 не может пойти на %3 (ход %4, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black rook (move %2, Black to move)</source>
        <translation>недопустимый ход «%1»: нет чёрной ладьи (ход %2, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black rook can move to %2 (move %3, Black to move)</source>
        <translation>недопустимый ход «%1»: ни одна чёрная ладья не может пойти на %2 (ход %3, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the queen on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>недопустимый ход «%1»: ферзь с поля %2 не может пойти на %3 (ход %4, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black queen (move %2, Black to move)</source>
        <translation>недопустимый ход «%1»: нет чёрного ферзя (ход %2, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black queen can move to %2 (move %3, Black to move)</source>
        <translation>недопустимый ход «%1»: ни один чёрный ферзь не может пойти на %2 (ход %3, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the king on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>недопустимый ход «%1»: король с поля %2 не может пойти на %3 (ход %4, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black king (move %2, Black to move)</source>
        <translation>недопустимый ход «%1»: нет чёрного короля (ход %2, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black king can move to %2 (move %3, Black to move)</source>
        <translation>недопустимый ход «%1»: ни один чёрный король не может пойти на %2 (ход %3, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the fers on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>недопустимый ход «%1»: ферзь шатранджа с поля %2 не может пойти на %3 (ход %4, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black fers (move %2, Black to move)</source>
        <translation>недопустимый ход «%1»: нет чёрного ферзя шатранджа (ход %2, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black fers can move to %2 (move %3, Black to move)</source>
        <translation>недопустимый ход «%1»: ни один чёрный ферзь шатранджа не может пойти на %2 (ход %3, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the alfil on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>недопустимый ход «%1»: альфил с поля %2 не может пойти на %3 (ход %4, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black alfil (move %2, Black to move)</source>
        <translation>недопустимый ход «%1»: нет чёрного альфила (ход %2, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black alfil can move to %2 (move %3, Black to move)</source>
        <translation>недопустимый ход «%1»: ни один чёрный альфил не может пойти на %2 (ход %3, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the helgi on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>недопустимый ход «%1»: хелги с поля %2 не может пойти на %3 (ход %4, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black helgi (move %2, Black to move)</source>
        <translation>недопустимый ход «%1»: нет чёрного хелги (ход %2, очередь чёрных)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black helgi can move to %2 (move %3, Black to move)</source>
        <translation>недопустимый ход «%1»: ни один чёрный хелги не может пойти на %2 (ход %3, очередь чёрных)</translation>
    </message>
    <message>
        <source>empty move text</source>
        <translation>пустая запись хода</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos; as a move</source>
        <translation>не удаётся прочитать «%1» как ход</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: %2 pieces &apos;%3&apos; on the board and in the pockets; captures could put them all in one pocket, which holds %4</source>
        <translation>FEN-поле 1 (расстановка фигур), символ %1: фигур «%3» на доске и в запасах: %2; взятия могут собрать их все в одном запасе, а он вмещает %4</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: this variant has no pockets</source>
        <translation>FEN-поле 1 (расстановка фигур), символ %1: в этом варианте нет запаса фигур</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: pocket has no closing &apos;]&apos;</source>
        <translation>FEN-поле 1 (расстановка фигур), символ %1: у запаса нет закрывающей «]»</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: rank %2 has %3 squares, not 8</source>
        <translation>FEN-поле 1 (расстановка фигур), символ %1: на горизонтали %2 полей: %3, а не 8</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: more than 8 ranks</source>
        <translation>FEN-поле 1 (расстановка фигур), символ %1: больше 8 горизонталей</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: rank %2 has more than 8 squares</source>
        <translation>FEN-поле 1 (расстановка фигур), символ %1: на горизонтали %2 больше 8 полей</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: unexpected &apos;!&apos;</source>
        <translation>FEN-поле 1 (расстановка фигур), символ %1: неожиданный знак «!»</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: unexpected &apos;~&apos;</source>
        <translation>FEN-поле 1 (расстановка фигур), символ %1: неожиданный знак «~»</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: unknown piece letter &apos;%2&apos;</source>
        <translation>FEN-поле 1 (расстановка фигур), символ %1: неизвестная буква фигуры «%2»</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: only %2 ranks, not 8</source>
        <translation>FEN-поле 1 (расстановка фигур), символ %1: горизонталей только %2, а не 8</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: no such piece in a pocket: &apos;%2&apos;</source>
        <translation>FEN-поле 1 (расстановка фигур), символ %1: такой фигуры в запасе быть не может: «%2»</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: more than 16 of one piece in a pocket: &apos;%2&apos;</source>
        <translation>FEN-поле 1 (расстановка фигур), символ %1: больше 16 одинаковых фигур в запасе: «%2»</translation>
    </message>
    <message>
        <source>FEN field 2 (side to move), column %1: &apos;%2&apos; is neither &apos;w&apos; nor &apos;b&apos;</source>
        <translation>FEN-поле 2 (очередь хода), символ %1: «%2» — не «w» и не «b»</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: this variant has no castling; expected &apos;-&apos;</source>
        <translation>FEN-поле 3 (рокировка), символ %1: в этом варианте нет рокировки; ожидается «-»</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: &apos;%2&apos; but White has no king on its back rank</source>
        <translation>FEN-поле 3 (рокировка), символ %1: «%2», но у белых нет короля на своей первой горизонтали</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: &apos;%2&apos; but Black has no king on its back rank</source>
        <translation>FEN-поле 3 (рокировка), символ %1: «%2», но у чёрных нет короля на своей первой горизонтали</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: unknown castling letter &apos;%2&apos;</source>
        <translation>FEN-поле 3 (рокировка), символ %1: неизвестная буква рокировки «%2»</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: &apos;%2&apos; but White has no rook to castle with there</source>
        <translation>FEN-поле 3 (рокировка), символ %1: «%2», но у белых нет там ладьи для рокировки</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: &apos;%2&apos; but Black has no rook to castle with there</source>
        <translation>FEN-поле 3 (рокировка), символ %1: «%2», но у чёрных нет там ладьи для рокировки</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: &apos;%2&apos; needs the king on %3 and the rook in the corner</source>
        <translation>FEN-поле 3 (рокировка), символ %1: для «%2» король должен стоять на %3, а ладья — в углу</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: &apos;%2&apos; repeats a castling right already given</source>
        <translation>FEN-поле 3 (рокировка), символ %1: «%2» повторяет уже указанное право на рокировку</translation>
    </message>
    <message>
        <source>FEN field 4 (en passant), column %1: &apos;%2&apos; is not a square</source>
        <translation>FEN-поле 4 (взятие на проходе), символ %1: «%2» — не поле</translation>
    </message>
    <message>
        <source>FEN field 4 (en passant), column %1: %2 is not on rank %3, where a double step by White passes</source>
        <translation>FEN-поле 4 (взятие на проходе), символ %1: поле %2 не на горизонтали %3, через которую проходит пешка белых при ходе на два поля</translation>
    </message>
    <message>
        <source>FEN field 4 (en passant), column %1: %2 is not on rank %3, where a double step by Black passes</source>
        <translation>FEN-поле 4 (взятие на проходе), символ %1: поле %2 не на горизонтали %3, через которую проходит пешка чёрных при ходе на два поля</translation>
    </message>
    <message>
        <source>FEN field 4 (en passant), column %1: %2 does not follow a double pawn step to %3</source>
        <translation>FEN-поле 4 (взятие на проходе), символ %1: поле %2 не следует за ходом пешки на два поля на %3</translation>
    </message>
    <message>
        <source>FEN field 5 (halfmove clock), column %1: &apos;%2&apos; is not a number</source>
        <translation>FEN-поле 5 (счётчик полуходов), символ %1: «%2» — не число</translation>
    </message>
    <message>
        <source>FEN field 6 (fullmove number), column %1: &apos;%2&apos; is not a number</source>
        <translation>FEN-поле 6 (номер хода), символ %1: «%2» — не число</translation>
    </message>
    <message>
        <source>FEN field 5 (halfmove clock), column %1: &apos;%2&apos; is larger than %3</source>
        <translation>FEN-поле 5 (счётчик полуходов), символ %1: «%2» больше %3</translation>
    </message>
    <message>
        <source>FEN field 6 (fullmove number), column %1: &apos;%2&apos; is larger than %3</source>
        <translation>FEN-поле 6 (номер хода), символ %1: «%2» больше %3</translation>
    </message>
    <message>
        <source>FEN has %1 fields; expected 6 (or 4 without the move counters)</source>
        <translation>в FEN полей: %1; ожидается 6 (или 4 без счётчиков ходов)</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column 1: White has %1 royal pieces; exactly one is needed</source>
        <translation>FEN-поле 1 (расстановка фигур), символ 1: у белых королевских фигур: %1; нужна ровно одна</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column 1: Black has %1 royal pieces; exactly one is needed</source>
        <translation>FEN-поле 1 (расстановка фигур), символ 1: у чёрных королевских фигур: %1; нужна ровно одна</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column 1: White has %1 kings; exactly one is needed</source>
        <translation>FEN-поле 1 (расстановка фигур), символ 1: у белых королей: %1; нужен ровно один</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column 1: Black has %1 kings; exactly one is needed</source>
        <translation>FEN-поле 1 (расстановка фигур), символ 1: у чёрных королей: %1; нужен ровно один</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column 1: a pawn stands on %1, on the first or last rank</source>
        <translation>FEN-поле 1 (расстановка фигур), символ 1: пешка стоит на поле %1, на первой или последней горизонтали</translation>
    </message>
    <message>
        <source>FEN: the side not to move (Black) is in check</source>
        <translation>FEN: стороне, не имеющей очереди хода (чёрным), объявлен шах</translation>
    </message>
    <message>
        <source>FEN: the side not to move (White) is in check</source>
        <translation>FEN: стороне, не имеющей очереди хода (белым), объявлен шах</translation>
    </message>
    <message>
        <source>White&apos;s setup places a king off the board</source>
        <translation>В расстановке белых король стоит вне доски</translation>
    </message>
    <message>
        <source>White&apos;s king on %1 is outside White&apos;s ranks 1-4</source>
        <translation>Король белых на поле %1 стоит вне своих горизонталей 1-4</translation>
    </message>
    <message>
        <source>White&apos;s setup places a queen off the board</source>
        <translation>В расстановке белых ферзь стоит вне доски</translation>
    </message>
    <message>
        <source>White&apos;s queen on %1 is outside White&apos;s ranks 1-4</source>
        <translation>Ферзь белых на поле %1 стоит вне своих горизонталей 1-4</translation>
    </message>
    <message>
        <source>White&apos;s setup places a rook off the board</source>
        <translation>В расстановке белых ладья стоит вне доски</translation>
    </message>
    <message>
        <source>White&apos;s rook on %1 is outside White&apos;s ranks 1-4</source>
        <translation>Ладья белых на поле %1 стоит вне своих горизонталей 1-4</translation>
    </message>
    <message>
        <source>White&apos;s setup places a bishop off the board</source>
        <translation>В расстановке белых слон стоит вне доски</translation>
    </message>
    <message>
        <source>White&apos;s bishop on %1 is outside White&apos;s ranks 1-4</source>
        <translation>Слон белых на поле %1 стоит вне своих горизонталей 1-4</translation>
    </message>
    <message>
        <source>White&apos;s setup places a knight off the board</source>
        <translation>В расстановке белых конь стоит вне доски</translation>
    </message>
    <message>
        <source>White&apos;s knight on %1 is outside White&apos;s ranks 1-4</source>
        <translation>Конь белых на поле %1 стоит вне своих горизонталей 1-4</translation>
    </message>
    <message>
        <source>White&apos;s setup places a pawn off the board</source>
        <translation>В расстановке белых пешка стоит вне доски</translation>
    </message>
    <message>
        <source>White&apos;s pawn on %1 is outside White&apos;s ranks 1-4</source>
        <translation>Пешка белых на поле %1 стоит вне своих горизонталей 1-4</translation>
    </message>
    <message>
        <source>White&apos;s setup places a piece off the board</source>
        <translation>В расстановке белых фигура стоит вне доски</translation>
    </message>
    <message>
        <source>White&apos;s piece on %1 is outside White&apos;s ranks 1-4</source>
        <translation>Фигура белых на поле %1 стоит вне своих горизонталей 1-4</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks 1 king (an army has 1 king)</source>
        <translation>В расстановке белых не хватает одного короля (в армии 1 король)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks %1 kings (an army has 1 king)</source>
        <translation>В расстановке белых не хватает королей: %1 (в армии 1 король)</translation>
    </message>
    <message>
        <source>White&apos;s setup has 1 king too many (an army has 1 king)</source>
        <translation>В расстановке белых лишний король (в армии 1 король)</translation>
    </message>
    <message>
        <source>White&apos;s setup has %1 kings too many (an army has 1 king)</source>
        <translation>В расстановке белых лишние короли: %1 (в армии 1 король)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks 1 queen (an army has 1 queen)</source>
        <translation>В расстановке белых не хватает одного ферзя (в армии 1 ферзь)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks %1 queens (an army has 1 queen)</source>
        <translation>В расстановке белых не хватает ферзей: %1 (в армии 1 ферзь)</translation>
    </message>
    <message>
        <source>White&apos;s setup has 1 queen too many (an army has 1 queen)</source>
        <translation>В расстановке белых лишний ферзь (в армии 1 ферзь)</translation>
    </message>
    <message>
        <source>White&apos;s setup has %1 queens too many (an army has 1 queen)</source>
        <translation>В расстановке белых лишние ферзи: %1 (в армии 1 ферзь)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks 1 rook (an army has 2 rooks)</source>
        <translation>В расстановке белых не хватает одной ладьи (в армии 2 ладьи)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks %1 rooks (an army has 2 rooks)</source>
        <translation>В расстановке белых не хватает ладей: %1 (в армии 2 ладьи)</translation>
    </message>
    <message>
        <source>White&apos;s setup has 1 rook too many (an army has 2 rooks)</source>
        <translation>В расстановке белых лишняя ладья (в армии 2 ладьи)</translation>
    </message>
    <message>
        <source>White&apos;s setup has %1 rooks too many (an army has 2 rooks)</source>
        <translation>В расстановке белых лишние ладьи: %1 (в армии 2 ладьи)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks 1 bishop (an army has 2 bishops)</source>
        <translation>В расстановке белых не хватает одного слона (в армии 2 слона)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks %1 bishops (an army has 2 bishops)</source>
        <translation>В расстановке белых не хватает слонов: %1 (в армии 2 слона)</translation>
    </message>
    <message>
        <source>White&apos;s setup has 1 bishop too many (an army has 2 bishops)</source>
        <translation>В расстановке белых лишний слон (в армии 2 слона)</translation>
    </message>
    <message>
        <source>White&apos;s setup has %1 bishops too many (an army has 2 bishops)</source>
        <translation>В расстановке белых лишние слоны: %1 (в армии 2 слона)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks 1 knight (an army has 2 knights)</source>
        <translation>В расстановке белых не хватает одного коня (в армии 2 коня)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks %1 knights (an army has 2 knights)</source>
        <translation>В расстановке белых не хватает коней: %1 (в армии 2 коня)</translation>
    </message>
    <message>
        <source>White&apos;s setup has 1 knight too many (an army has 2 knights)</source>
        <translation>В расстановке белых лишний конь (в армии 2 коня)</translation>
    </message>
    <message>
        <source>White&apos;s setup has %1 knights too many (an army has 2 knights)</source>
        <translation>В расстановке белых лишние кони: %1 (в армии 2 коня)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks 1 pawn (an army has 8 pawns)</source>
        <translation>В расстановке белых не хватает одной пешки (в армии 8 пешек)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks %1 pawns (an army has 8 pawns)</source>
        <translation>В расстановке белых не хватает пешек: %1 (в армии 8 пешек)</translation>
    </message>
    <message>
        <source>White&apos;s setup has 1 pawn too many (an army has 8 pawns)</source>
        <translation>В расстановке белых лишняя пешка (в армии 8 пешек)</translation>
    </message>
    <message>
        <source>White&apos;s setup has %1 pawns too many (an army has 8 pawns)</source>
        <translation>В расстановке белых лишние пешки: %1 (в армии 8 пешек)</translation>
    </message>
    <message>
        <source>White&apos;s setup has two pieces on %1</source>
        <translation>В расстановке белых две фигуры на поле %1</translation>
    </message>
    <message>
        <source>White&apos;s setup has a piece no army has</source>
        <translation>В расстановке белых есть фигура, которой нет в армии</translation>
    </message>
    <message>
        <source>Black&apos;s setup places a king off the board</source>
        <translation>В расстановке чёрных король стоит вне доски</translation>
    </message>
    <message>
        <source>Black&apos;s king on %1 is outside Black&apos;s ranks 5-8</source>
        <translation>Король чёрных на поле %1 стоит вне своих горизонталей 5-8</translation>
    </message>
    <message>
        <source>Black&apos;s setup places a queen off the board</source>
        <translation>В расстановке чёрных ферзь стоит вне доски</translation>
    </message>
    <message>
        <source>Black&apos;s queen on %1 is outside Black&apos;s ranks 5-8</source>
        <translation>Ферзь чёрных на поле %1 стоит вне своих горизонталей 5-8</translation>
    </message>
    <message>
        <source>Black&apos;s setup places a rook off the board</source>
        <translation>В расстановке чёрных ладья стоит вне доски</translation>
    </message>
    <message>
        <source>Black&apos;s rook on %1 is outside Black&apos;s ranks 5-8</source>
        <translation>Ладья чёрных на поле %1 стоит вне своих горизонталей 5-8</translation>
    </message>
    <message>
        <source>Black&apos;s setup places a bishop off the board</source>
        <translation>В расстановке чёрных слон стоит вне доски</translation>
    </message>
    <message>
        <source>Black&apos;s bishop on %1 is outside Black&apos;s ranks 5-8</source>
        <translation>Слон чёрных на поле %1 стоит вне своих горизонталей 5-8</translation>
    </message>
    <message>
        <source>Black&apos;s setup places a knight off the board</source>
        <translation>В расстановке чёрных конь стоит вне доски</translation>
    </message>
    <message>
        <source>Black&apos;s knight on %1 is outside Black&apos;s ranks 5-8</source>
        <translation>Конь чёрных на поле %1 стоит вне своих горизонталей 5-8</translation>
    </message>
    <message>
        <source>Black&apos;s setup places a pawn off the board</source>
        <translation>В расстановке чёрных пешка стоит вне доски</translation>
    </message>
    <message>
        <source>Black&apos;s pawn on %1 is outside Black&apos;s ranks 5-8</source>
        <translation>Пешка чёрных на поле %1 стоит вне своих горизонталей 5-8</translation>
    </message>
    <message>
        <source>Black&apos;s setup places a piece off the board</source>
        <translation>В расстановке чёрных фигура стоит вне доски</translation>
    </message>
    <message>
        <source>Black&apos;s piece on %1 is outside Black&apos;s ranks 5-8</source>
        <translation>Фигура чёрных на поле %1 стоит вне своих горизонталей 5-8</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks 1 king (an army has 1 king)</source>
        <translation>В расстановке чёрных не хватает одного короля (в армии 1 король)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks %1 kings (an army has 1 king)</source>
        <translation>В расстановке чёрных не хватает королей: %1 (в армии 1 король)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has 1 king too many (an army has 1 king)</source>
        <translation>В расстановке чёрных лишний король (в армии 1 король)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has %1 kings too many (an army has 1 king)</source>
        <translation>В расстановке чёрных лишние короли: %1 (в армии 1 король)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks 1 queen (an army has 1 queen)</source>
        <translation>В расстановке чёрных не хватает одного ферзя (в армии 1 ферзь)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks %1 queens (an army has 1 queen)</source>
        <translation>В расстановке чёрных не хватает ферзей: %1 (в армии 1 ферзь)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has 1 queen too many (an army has 1 queen)</source>
        <translation>В расстановке чёрных лишний ферзь (в армии 1 ферзь)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has %1 queens too many (an army has 1 queen)</source>
        <translation>В расстановке чёрных лишние ферзи: %1 (в армии 1 ферзь)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks 1 rook (an army has 2 rooks)</source>
        <translation>В расстановке чёрных не хватает одной ладьи (в армии 2 ладьи)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks %1 rooks (an army has 2 rooks)</source>
        <translation>В расстановке чёрных не хватает ладей: %1 (в армии 2 ладьи)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has 1 rook too many (an army has 2 rooks)</source>
        <translation>В расстановке чёрных лишняя ладья (в армии 2 ладьи)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has %1 rooks too many (an army has 2 rooks)</source>
        <translation>В расстановке чёрных лишние ладьи: %1 (в армии 2 ладьи)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks 1 bishop (an army has 2 bishops)</source>
        <translation>В расстановке чёрных не хватает одного слона (в армии 2 слона)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks %1 bishops (an army has 2 bishops)</source>
        <translation>В расстановке чёрных не хватает слонов: %1 (в армии 2 слона)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has 1 bishop too many (an army has 2 bishops)</source>
        <translation>В расстановке чёрных лишний слон (в армии 2 слона)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has %1 bishops too many (an army has 2 bishops)</source>
        <translation>В расстановке чёрных лишние слоны: %1 (в армии 2 слона)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks 1 knight (an army has 2 knights)</source>
        <translation>В расстановке чёрных не хватает одного коня (в армии 2 коня)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks %1 knights (an army has 2 knights)</source>
        <translation>В расстановке чёрных не хватает коней: %1 (в армии 2 коня)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has 1 knight too many (an army has 2 knights)</source>
        <translation>В расстановке чёрных лишний конь (в армии 2 коня)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has %1 knights too many (an army has 2 knights)</source>
        <translation>В расстановке чёрных лишние кони: %1 (в армии 2 коня)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks 1 pawn (an army has 8 pawns)</source>
        <translation>В расстановке чёрных не хватает одной пешки (в армии 8 пешек)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks %1 pawns (an army has 8 pawns)</source>
        <translation>В расстановке чёрных не хватает пешек: %1 (в армии 8 пешек)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has 1 pawn too many (an army has 8 pawns)</source>
        <translation>В расстановке чёрных лишняя пешка (в армии 8 пешек)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has %1 pawns too many (an army has 8 pawns)</source>
        <translation>В расстановке чёрных лишние пешки: %1 (в армии 8 пешек)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has two pieces on %1</source>
        <translation>В расстановке чёрных две фигуры на поле %1</translation>
    </message>
    <message>
        <source>Black&apos;s setup has a piece no army has</source>
        <translation>В расстановке чёрных есть фигура, которой нет в армии</translation>
    </message>
    <message>
        <source>TFEN has %1 fields; expected 7</source>
        <translation>в TFEN полей: %1; ожидается 7</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: rank %2 does not have 8 squares</source>
        <translation>TFEN-поле 1 (доска), символ %1: на горизонтали %2 не 8 полей</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: more than 8 ranks</source>
        <translation>TFEN-поле 1 (доска), символ %1: больше 8 горизонталей</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: rank %2 has more than 8 squares</source>
        <translation>TFEN-поле 1 (доска), символ %1: на горизонтали %2 больше 8 полей</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: unknown piece letter &apos;%2&apos;</source>
        <translation>TFEN-поле 1 (доска), символ %1: неизвестная буква фигуры «%2»</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: a ratnik&apos;s identity must be Q, R, B, N or H</source>
        <translation>TFEN-поле 1 (доска), символ %1: сущность ратника должна быть Q, R, B, N или H</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: a volkhv cannot be a promoted ratnik</source>
        <translation>TFEN-поле 1 (доска), символ %1: волхв не может быть превращённым ратником</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: a volkhv must be the top of its tower</source>
        <translation>TFEN-поле 1 (доска), символ %1: волхв должен стоять на вершине своей башни</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: White has more than 16 pieces</source>
        <translation>TFEN-поле 1 (доска), символ %1: у белых больше 16 фигур</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: Black has more than 16 pieces</source>
        <translation>TFEN-поле 1 (доска), символ %1: у чёрных больше 16 фигур</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: a tower has no closing &apos;)&apos;</source>
        <translation>TFEN-поле 1 (доска), символ %1: у башни нет закрывающей «)»</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: a tower needs at least two pieces</source>
        <translation>TFEN-поле 1 (доска), символ %1: в башне должно быть не меньше двух фигур</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: the board does not have 8 ranks of 8 squares</source>
        <translation>TFEN-поле 1 (доска), символ %1: на доске не 8 горизонталей по 8 полей</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: White needs exactly one volkhv on top of a square</source>
        <translation>TFEN-поле 1 (доска), символ %1: у белых должен быть ровно один волхв на вершине поля</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: Black needs exactly one volkhv on top of a square</source>
        <translation>TFEN-поле 1 (доска), символ %1: у чёрных должен быть ровно один волхв на вершине поля</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: the ratnik on %2 tops a square on its last rank and should have promoted</source>
        <translation>TFEN-поле 1 (доска), символ %1: ратник на %2 стоит наверху на своей последней горизонтали и должен был превратиться</translation>
    </message>
    <message>
        <source>TFEN field 2 (side to move), column %1: &apos;%2&apos; is neither &apos;w&apos; nor &apos;b&apos;</source>
        <translation>TFEN-поле 2 (очередь хода), символ %1: «%2» — не «w» и не «b»</translation>
    </message>
    <message>
        <source>TFEN field 3 (castling), column %1: castling must be an ordered subset of KQkq</source>
        <translation>TFEN-поле 3 (рокировка), символ %1: рокировка должна быть упорядоченной частью KQkq</translation>
    </message>
    <message>
        <source>TFEN field 3 (castling), column %1: &apos;%2&apos; needs the volkhv alone on its square and the ratoborets at the bottom of its corner</source>
        <translation>TFEN-поле 3 (рокировка), символ %1: для «%2» волхв должен стоять на своём поле один, а ратоборец — внизу своего угла</translation>
    </message>
    <message>
        <source>TFEN field 4 (en passant), column %1: &apos;%2&apos; does not follow a double step</source>
        <translation>TFEN-поле 4 (взятие на проходе), символ %1: «%2» не следует за ходом на два поля</translation>
    </message>
    <message>
        <source>TFEN field 5 (double steps), column %1: expected &apos;&lt;files&gt;/&lt;files&gt;&apos; or &apos;-&apos;</source>
        <translation>TFEN-поле 5 (ходы на два поля), символ %1: ожидается «&lt;вертикали&gt;/&lt;вертикали&gt;» или «-»</translation>
    </message>
    <message>
        <source>TFEN field 5 (double steps), column %1: &apos;%2&apos; has no unmoved ratnik at the bottom of %3</source>
        <translation>TFEN-поле 5 (ходы на два поля), символ %1: «%2»: внизу поля %3 нет ратника, который ещё не ходил</translation>
    </message>
    <message>
        <source>TFEN field 6 (halfmove clock), column %1: &apos;%2&apos; is not a number</source>
        <translation>TFEN-поле 6 (счётчик полуходов), символ %1: «%2» — не число</translation>
    </message>
    <message>
        <source>TFEN field 7 (fullmove number), column %1: &apos;%2&apos; is not a number</source>
        <translation>TFEN-поле 7 (номер хода), символ %1: «%2» — не число</translation>
    </message>
    <message>
        <source>TFEN: the side not to move is in check</source>
        <translation>TFEN: стороне, не имеющей очереди хода, объявлен шах</translation>
    </message>
    <message>
        <source>TimeControl &apos;?&apos;: the time control is unknown</source>
        <translation>TimeControl «?»: контроль времени неизвестен</translation>
    </message>
    <message>
        <source>TimeControl is empty</source>
        <translation>TimeControl пуст</translation>
    </message>
    <message>
        <source>TimeControl &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of seconds</source>
        <translation>TimeControl «%1», символ %2: «%3» — не число секунд</translation>
    </message>
    <message>
        <source>TimeControl &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of moves</source>
        <translation>TimeControl «%1», символ %2: «%3» — не число ходов</translation>
    </message>
    <message>
        <source>TimeControl &apos;%1&apos;, column %2: &apos;%3&apos; has no move count, so no period can follow it</source>
        <translation>TimeControl «%1», символ %2: у «%3» нет числа ходов, поэтому за ним не может быть другого периода</translation>
    </message>
    <message>
        <source>TimeControl &apos;%1&apos;, column %2: &apos;%3&apos; has another increment than the first period; Tavleya needs one</source>
        <translation>TimeControl «%1», символ %2: у «%3» другая добавка, чем у первого периода; Тавлея умеет только одну</translation>
    </message>
    <message>
        <source>time control is empty</source>
        <translation>контроль времени не задан</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of seconds</source>
        <translation>контроль времени «%1», символ %2: «%3» — не число секунд</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not an increment or delay (&apos;i30&apos;, &apos;d5&apos; or &apos;b5&apos;, in seconds)</source>
        <translation>контроль времени «%1», символ %2: «%3» — не добавка и не задержка («i30», «d5» или «b5», в секундах)</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; comes after the increment or delay</source>
        <translation>контроль времени «%1», символ %2: «%3» стоит после добавки или задержки</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of seconds of increment</source>
        <translation>контроль времени «%1», символ %2: «%3» — не число секунд добавки</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of moves</source>
        <translation>контроль времени «%1», символ %2: «%3» — не число ходов</translation>
    </message>
    <message>
        <source>unknown variant &apos;%1&apos; (known: %2)</source>
        <translation>неизвестный вариант «%1» (известны: %2)</translation>
    </message>
    <message>
        <source>variant &apos;%1&apos; has no option &apos;%2&apos;</source>
        <translation>у варианта «%1» нет параметра «%2»</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; cannot be &apos;%2&apos; (allowed: %3)</source>
        <translation>параметр «%1» не может быть «%2» (допустимо: %3)</translation>
    </message>
    <message>
        <source>the game is longer than %1 MB</source>
        <translation>партия длиннее %1 МБ</translation>
    </message>
    <message>
        <source>the game is longer than %1 bytes</source>
        <translation>партия длиннее %1 байт</translation>
    </message>
    <message>
        <source>the value of the tag %1 is longer than %2 bytes</source>
        <translation>значение тега %1 длиннее %2 байт</translation>
    </message>
    <message>
        <source>a %1 game needs its start position in a FEN tag</source>
        <translation>партии варианта %1 нужна начальная позиция в теге FEN</translation>
    </message>
    <message>
        <source>the comment is not closed within %1 bytes</source>
        <translation>комментарий не закрыт в пределах %1 байт</translation>
    </message>
    <message>
        <source>the comment is not closed: &apos;}&apos; is missing</source>
        <translation>комментарий не закрыт: нет «}»</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a NAG number from 0 to 255</source>
        <translation>после «$» должен стоять номер NAG от 0 до 255</translation>
    </message>
    <message>
        <source>a tag pair cannot stand among the moves</source>
        <translation>тег не может стоять среди ходов</translation>
    </message>
    <message>
        <source>a quoted string cannot stand among the moves</source>
        <translation>строка в кавычках не может стоять среди ходов</translation>
    </message>
    <message>
        <source>&apos;}&apos; closes no comment</source>
        <translation>«}» не закрывает никакого комментария</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; among the moves</source>
        <translation>неожиданный символ «%1» среди ходов</translation>
    </message>
    <message>
        <source>a word among the moves is longer than %1 bytes</source>
        <translation>слово среди ходов длиннее %1 байт</translation>
    </message>
    <message>
        <source>the variation is not closed</source>
        <translation>вариант не закрыт</translation>
    </message>
    <message>
        <source>moves after the result</source>
        <translation>ходы после результата</translation>
    </message>
    <message>
        <source>a null move cannot split a placing turn</source>
        <translation>пустой ход не может разрывать ход расстановки</translation>
    </message>
    <message>
        <source>a null move (%1) is not allowed in check</source>
        <translation>пустой ход (%1) под шахом недопустим</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must follow a move</source>
        <translation>«%1» должно стоять после хода</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a move nor an annotation</source>
        <translation>«%1» — не ход и не пометка</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not SAN: a pawn move has no letter</source>
        <translation>«%1» — не SAN: у хода пешки нет буквы</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is marked as mate, but it does not mate</source>
        <translation>«%1» помечен как мат, но мата нет</translation>
    </message>
    <message>
        <source>unknown annotation glyph &apos;%1&apos;</source>
        <translation>неизвестный знак оценки «%1»</translation>
    </message>
    <message>
        <source>the game has more than %1 moves</source>
        <translation>в партии больше %1 ходов</translation>
    </message>
    <message>
        <source>the comment is longer than %1 bytes</source>
        <translation>комментарий длиннее %1 байт</translation>
    </message>
    <message>
        <source>a variation must follow the move it replaces</source>
        <translation>вариант должен стоять после хода, который он заменяет</translation>
    </message>
    <message>
        <source>variations are nested deeper than %1 levels</source>
        <translation>варианты вложены глубже %1 уровней</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>«)» не закрывает никакого варианта</translation>
    </message>
    <message>
        <source>the result stands inside a variation that is not closed</source>
        <translation>результат стоит внутри незакрытого варианта</translation>
    </message>
    <message>
        <source>a second result</source>
        <translation>второй результат</translation>
    </message>
    <message>
        <source>the tag pair has no name</source>
        <translation>у тега нет имени</translation>
    </message>
    <message>
        <source>a tag name must be letters, digits or &apos;_&apos;</source>
        <translation>имя тега должно состоять из букв, цифр или «_»</translation>
    </message>
    <message>
        <source>the tag %1 has no value in quotes</source>
        <translation>у тега %1 нет значения в кавычках</translation>
    </message>
    <message>
        <source>the value of the tag is not closed</source>
        <translation>значение тега не закрыто</translation>
    </message>
    <message>
        <source>the value of the tag %1 is not closed on its line</source>
        <translation>значение тега %1 не закрыто на своей строке</translation>
    </message>
    <message>
        <source>the tag pair %1 is not closed by &apos;]&apos;</source>
        <translation>тег %1 не закрыт «]»</translation>
    </message>
    <message>
        <source>the value of the tag %1 has a line break</source>
        <translation>в значении тега %1 есть перевод строки</translation>
    </message>
    <message>
        <source>the variant &quot;%1&quot; is not one Tavleya plays</source>
        <translation>вариант «%1» Тавлея не знает</translation>
    </message>
    <message>
        <source>White has %1 kings on the board and in reserve; exactly one is needed</source>
        <translation>у белых королей на доске и в запасе: %1; нужен ровно один</translation>
    </message>
    <message>
        <source>Black has %1 kings on the board and in reserve; exactly one is needed</source>
        <translation>у чёрных королей на доске и в запасе: %1; нужен ровно один</translation>
    </message>
    <message>
        <source>FEN field 7 (virgin squares), column %1: &apos;%2&apos; is not a king or rook square holding its king or rook</source>
        <translation>FEN-поле 7 (нетронутые поля), символ %1: «%2» — не поле короля или ладьи, на котором стоит его король или ладья</translation>
    </message>
    <message>
        <source>FEN field 8 (bishop memory): &apos;%1&apos; is not two characters of l, d or -</source>
        <translation>FEN-поле 8 (память слонов): «%1» — не два символа из l, d или -</translation>
    </message>
    <message>
        <source>FEN field 8 (bishop memory): &apos;%1&apos; is not l, d or -</source>
        <translation>FEN-поле 8 (память слонов): «%1» — не l, d и не -</translation>
    </message>
    <message>
        <source>FEN: the side not to move is in check</source>
        <translation>FEN: стороне, не имеющей очереди хода, объявлен шах</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): castling is not possible now</source>
        <translation>ход «%1» (ход %2, очередь белых): рокировка сейчас невозможна</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): castling is not possible now</source>
        <translation>ход «%1» (ход %2, очередь чёрных): рокировка сейчас невозможна</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): %3 holds only %4 pieces</source>
        <translation>ход «%1» (ход %2, очередь белых): на поле %3 всего фигур: %4</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): %3 holds only %4 pieces</source>
        <translation>ход «%1» (ход %2, очередь чёрных): на поле %3 всего фигур: %4</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): no tower of the side to move stands on %3</source>
        <translation>ход «%1» (ход %2, очередь белых): на поле %3 нет башни стороны, делающей ход</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): no tower of the side to move stands on %3</source>
        <translation>ход «%1» (ход %2, очередь чёрных): на поле %3 нет башни стороны, делающей ход</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): the tower on %3 cannot move to %4</source>
        <translation>ход «%1» (ход %2, очередь белых): башня с поля %3 не может пойти на %4</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): the tower on %3 cannot move to %4</source>
        <translation>ход «%1» (ход %2, очередь чёрных): башня с поля %3 не может пойти на %4</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; gives no time; a clock needs more than 0</source>
        <translation>контроль времени «%1», символ %2: «%3» не даёт времени; часам нужно больше 0</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; minutes is more than a day</source>
        <translation>контроль времени «%1», символ %2: «%3» минут — больше суток</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not a time (minutes such as 5 or 1.5, 2:30, or seconds such as 45s)</source>
        <translation>контроль времени «%1», символ %2: «%3» — не время (минуты, например 5 или 1.5, 2:30, или секунды, например 45s)</translation>
    </message>
    <message>
        <source>%1 is a %2 archive, not a PGN file: unpack it first</source>
        <translation>%1 — архив %2, а не файл PGN: сначала распакуйте его</translation>
    </message>
    <message>
        <source>%1 is a %2 file, not a PGN file</source>
        <translation>%1 — файл %2, а не файл PGN</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: it holds binary data</source>
        <translation>%1 — не файл PGN: в нём двоичные данные</translation>
    </message>
    <message>
        <source>%1 is compressed with %2, but the compressed data is damaged</source>
        <translation>%1 сжат программой %2, но сжатые данные повреждены</translation>
    </message>
    <message>
        <source>%1 is compressed with %2, but it ends too early: it may not have been copied or downloaded whole</source>
        <translation>%1 сжат программой %2, но обрывается раньше времени: возможно, он скопирован или загружен не полностью</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): no piece or whole tower topped by the piece named can go to %3</source>
        <translation>ход «%1» (ход %2, очередь белых): ни одна фигура или целая башня с названной фигурой наверху не может пойти на %3</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): no piece or whole tower topped by the piece named can go to %3</source>
        <translation>ход «%1» (ход %2, очередь чёрных): ни одна фигура или целая башня с названной фигурой наверху не может пойти на %3</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): ambiguous, could be %3</source>
        <translation>ход «%1» (ход %2, очередь белых): неоднозначно, возможно %3</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): ambiguous, could be %3</source>
        <translation>ход «%1» (ход %2, очередь чёрных): неоднозначно, возможно %3</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): expected &lt;from&gt;[(&lt;k&gt;)]-&lt;to&gt; or a piece and its square, as in d4(1)-f5, (1) г4 – е5 or Nf5</source>
        <translation>ход «%1» (ход %2, очередь белых): ожидается &lt;откуда&gt;[(&lt;k&gt;)]-&lt;куда&gt; или фигура и её поле, например d4(1)-f5, (1) г4 – е5 или Вс е5</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): expected &lt;from&gt;[(&lt;k&gt;)]-&lt;to&gt; or a piece and its square, as in d4(1)-f5, (1) г4 – е5 or Nf5</source>
        <translation>ход «%1» (ход %2, очередь чёрных): ожидается &lt;откуда&gt;[(&lt;k&gt;)]-&lt;куда&gt; или фигура и её поле, например d4(1)-f5, (1) г4 – е5 или Вс е5</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: the castling rights &apos;%2&apos; are dropped: this variant has no castling</source>
        <translation>FEN-поле 3 (рокировка), символ %1: права на рокировку «%2» отброшены: в этом варианте нет рокировки</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: White has no king on its back rank</source>
        <translation>FEN-поле 3 (рокировка), символ %1: право на рокировку «%2» отброшено: у белых нет короля на своей первой горизонтали</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: Black has no king on its back rank</source>
        <translation>FEN-поле 3 (рокировка), символ %1: право на рокировку «%2» отброшено: у чёрных нет короля на своей первой горизонтали</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: White has no rook to castle with there</source>
        <translation>FEN-поле 3 (рокировка), символ %1: право на рокировку «%2» отброшено: у белых нет там ладьи для рокировки</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: Black has no rook to castle with there</source>
        <translation>FEN-поле 3 (рокировка), символ %1: право на рокировку «%2» отброшено: у чёрных нет там ладьи для рокировки</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: it needs the king on %3 and the rook in the corner</source>
        <translation>FEN-поле 3 (рокировка), символ %1: право на рокировку «%2» отброшено: для него король должен стоять на %3, а ладья — в углу</translation>
    </message>
    <message>
        <source>TFEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: it needs the volkhv alone on its square and the ratoborets at the bottom of its corner</source>
        <translation>TFEN-поле 3 (рокировка), символ %1: право на рокировку «%2» отброшено: для него волхв должен стоять на своём поле один, а ратоборец — внизу своего угла</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>пешка</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>конь</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>слон</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>ладья</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ферзь</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
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
        <translation>хелги</translation>
    </message>
    <message>
        <source>magus</source>
        <translation>волхв</translation>
    </message>
    <message>
        <source>duke</source>
        <translation>князь</translation>
    </message>
    <message>
        <source>warrior</source>
        <translation>ратоборец</translation>
    </message>
    <message>
        <source>archer</source>
        <translation>лучник</translation>
    </message>
    <message>
        <source>horseman</source>
        <translation>всадник</translation>
    </message>
    <message>
        <source>soldier</source>
        <translation>ратник</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Шахматы Фишера (960)</translation>
    </message>
    <message>
        <source>Chess with the pieces of the back rank shuffled (bishops on opposite colours, the king between the rooks); castling puts king and rook on their usual squares.</source>
        <translation>Шахматы с перемешанными фигурами последнего ряда (слоны на полях разного цвета, король между ладьями); при рокировке король и ладья встают на обычные поля.</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Классические шахматы</translation>
    </message>
    <message>
        <source>Chess by the FIDE Laws.</source>
        <translation>Шахматы по правилам ФИДЕ.</translation>
    </message>
    <message>
        <source>Crazyhouse</source>
        <translation>Крейзихаус</translation>
    </message>
    <message>
        <source>A captured piece changes sides and goes into the captor&apos;s pocket; instead of moving, a player may drop a piece from the pocket on any empty square.</source>
        <translation>Взятая фигура переходит в запас взявшего; вместо хода можно выставить фигуру из запаса на любое свободное поле.</translation>
    </message>
    <message>
        <source>Frankfurt chess</source>
        <translation>Франкфуртские шахматы</translation>
    </message>
    <message>
        <source>A capturing piece turns into the kind of piece it captured. The king does too and stays royal: it can be checked and mated in its new shape.</source>
        <translation>Взявшая фигура превращается в фигуру того вида, который взяла. Король тоже превращается и остаётся королевской фигурой: ей можно объявить шах и мат.</translation>
    </message>
    <message>
        <source>Kingchess</source>
        <translation>Кингчесс</translation>
    </message>
    <message>
        <source>The board starts empty: on a turn a player either moves or places pieces from the reserve on their own half.</source>
        <translation>Доска вначале пуста: за ход игрок либо ходит фигурой, либо выставляет фигуры из резерва на свою половину.</translation>
    </message>
    <message>
        <source>Secret setup</source>
        <translation>Боевые шахматы</translation>
    </message>
    <message>
        <source>Each player arranges their pieces on their own half unseen by the other; then the setups are revealed and the game is played as chess.</source>
        <translation>Каждый игрок тайно от соперника расставляет фигуры на своей половине доски; затем расстановки открываются и партия идёт по шахматным правилам.</translation>
    </message>
    <message>
        <source>Shatranj</source>
        <translation>Шатрандж</translation>
    </message>
    <message>
        <source>The old Persian game: the fers steps one square diagonally, the alfil leaps two squares diagonally; pawns promote only to a fers; no castling, no double step.</source>
        <translation>Старинная персидская игра: ферзь (фарзин) ходит на одно поле по диагонали, слон (альфиль) прыгает через поле по диагонали; пешка превращается только в ферзя; нет рокировки и двойного хода пешки.</translation>
    </message>
    <message>
        <source>Tavreli</source>
        <translation>Таврели</translation>
    </message>
    <message>
        <source>Russian tower chess: a piece that captures stands on the captured one, building towers that move together or split; the helgi moves as duke (queen) and horseman (knight); a soldier (pawn) promotes to the piece it started in front of.</source>
        <translation>Русские шахматы-башни: взявшая таврель встаёт на взятую, образуя башни, которые ходят целиком или делятся; хелги ходит как князь и всадник; ратник превращается в таврель, перед которой стоял вначале.</translation>
    </message>
    <message>
        <source>the position is one of no game Tavleya plays</source>
        <translation>такой позиции нет ни в одной игре, которую знает Тавлея</translation>
    </message>
    <message>
        <source>“%1” is not a piece and its square, such as N@b1</source>
        <translation>«%1» — это не фигура с полем, как N@b1</translation>
    </message>
    <message>
        <source>this game has no piece “%1”</source>
        <translation>в этой игре нет фигуры «%1»</translation>
    </message>
    <message>
        <source>“%1” is not an arrangement</source>
        <translation>«%1» — не расстановка</translation>
    </message>
    <message>
        <source>line %1 of the puzzle record cannot be read: &apos;%2&apos;</source>
        <translation>строка %1 записи задач не читается: «%2»</translation>
    </message>
    <message>
        <source>line %1: the header has a quote that is not closed</source>
        <translation>строка %1: в заголовке не закрыта кавычка</translation>
    </message>
    <message>
        <source>line %1: the header has no column %2</source>
        <translation>строка %1: в заголовке нет столбца %2</translation>
    </message>
    <message>
        <source>line %1: a quote is not closed</source>
        <translation>строка %1: не закрыта кавычка</translation>
    </message>
    <message>
        <source>line %1: %2 “%3” is not a number</source>
        <translation>строка %1: %2 «%3» — не число</translation>
    </message>
    <message>
        <source>line %1: the puzzle has no id</source>
        <translation>строка %1: у задачи нет номера</translation>
    </message>
    <message>
        <source>line %1: puzzle %2 has no FEN</source>
        <translation>строка %1: у задачи %2 нет FEN</translation>
    </message>
    <message>
        <source>line %1: puzzle %2 has no mistake and solution</source>
        <translation>строка %1: у задачи %2 нет ошибки и решения</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): Tavreli&apos;s pieces are written Вл Кн Рб Лч Вс Рт Хл or K Q R B N P H, not with the chess letters Кр Ф Л С К (a vsadnik to f3: Вс f3)</source>
        <translation>ход «%1» (ход %2, очередь белых): фигуры таврелей пишутся Вл Кн Рб Лч Вс Рт Хл или K Q R B N P H, а не шахматными буквами Кр Ф Л С К (всадник на е3: Вс е3)</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): Tavreli&apos;s pieces are written Вл Кн Рб Лч Вс Рт Хл or K Q R B N P H, not with the chess letters Кр Ф Л С К (a vsadnik to f6: Вс f6)</source>
        <translation>ход «%1» (ход %2, очередь чёрных): фигуры таврелей пишутся Вл Кн Рб Лч Вс Рт Хл или K Q R B N P H, а не шахматными буквами Кр Ф Л С К (всадник на е6: Вс е6)</translation>
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
        <source>A PGN file to open.</source>
        <translation>Файл PGN, который нужно открыть.</translation>
    </message>
    <message>
        <source>Tavleya was not closed properly last time. Restore the game that was on the board?</source>
        <translation>В прошлый раз Тавлея была закрыта некорректно. Восстановить партию, которая была на доске?</translation>
    </message>
    <message>
        <source>Tavleya: chess and its variants at one board, with a clock, and games to read, annotate and save as PGN. Without arguments it starts a classical game.</source>
        <translation>Тавлея: шахматы и их разновидности за одной доской, с часами, а также чтение, комментирование и сохранение партий в PGN. Без аргументов начинает партию в классические шахматы.</translation>
    </message>
    <message>
        <source>Tavleya</source>
        <translation>Тавлея</translation>
    </message>
</context>
<context>
    <name>tavleya::AnalysisDesk</name>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <source>An engine thinks about the position on the board</source>
        <translation>Движок анализирует позицию на доске</translation>
    </message>
    <message>
        <source>Show the &amp;Best Move</source>
        <translation>Показывать &amp;лучший ход</translation>
    </message>
    <message>
        <source>Show the &amp;Evaluation Bar</source>
        <translation>Показывать &amp;шкалу оценки</translation>
    </message>
    <message>
        <source>Scores From &amp;White&apos;s Side</source>
        <translation>Оценка со стороны &amp;белых</translation>
    </message>
    <message>
        <source>Otherwise from the side to move&apos;s</source>
        <translation>Иначе — со стороны того, чей ход</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>At the position the game has reached, play the move; lines go into the game where it has moved on.</source>
        <translation>В текущей позиции партии сделайте ход сами; варианты добавляются туда, где партия ушла дальше.</translation>
    </message>
    <message>
        <source>Add Engine Line</source>
        <translation>Добавить вариант движка</translation>
    </message>
</context>
<context>
    <name>tavleya::AnalysisLines</name>
    <message>
        <source>Double-click to add this line to the game</source>
        <translation>Двойной щелчок добавит этот вариант в партию</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Вариант</translation>
    </message>
</context>
<context>
    <name>tavleya::AnalysisPanel</name>
    <message>
        <source>Analysis engine</source>
        <translation>Движок для анализа</translation>
    </message>
    <message>
        <source>How many of the best moves to follow</source>
        <translation>Сколько лучших ходов показывать</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Варианты</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Остановить</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Остановлено.</translation>
    </message>
    <message>
        <source>No engine plays this game.</source>
        <translation>Ни один движок не играет в эту игру.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думает…</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>глубина %1</translation>
    </message>
    <message>
        <source>%1 nodes/s</source>
        <translation>%1 поз./с</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>&amp;Вариантов:</translation>
    </message>
</context>
<context>
    <name>tavleya::AnnotationDesk</name>
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
        <source>Set Up &amp;Position...</source>
        <translation>&amp;Расстановка позиции...</translation>
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
        <source>&amp;Glyph Bar</source>
        <translation>Панель &amp;знаков</translation>
    </message>
</context>
<context>
    <name>tavleya::AutosaveSlot</name>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>папку %1 нельзя создать</translation>
    </message>
    <message>
        <source>the folder %1 is read-only</source>
        <translation>папка %1 доступна только для чтения</translation>
    </message>
    <message>
        <source>the disk that holds %1 is full</source>
        <translation>диск, на котором находится %1, заполнен</translation>
    </message>
    <message>
        <source>no file can be made in the folder %1</source>
        <translation>в папке %1 нельзя создать файл</translation>
    </message>
    <message>
        <source>all %1 autosave files in the folder %2 are taken</source>
        <translation>все %1 файлов автосохранения в папке %2 заняты</translation>
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
    <name>tavleya::BoardArea</name>
    <message>
        <source>The clock is paused: Resume</source>
        <translation>Часы остановлены: продолжить</translation>
    </message>
</context>
<context>
    <name>tavleya::BoardPresenter</name>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n фигура</numerusform>
            <numerusform>%n фигуры</numerusform>
            <numerusform>%n фигур</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tavleya::BoardWidget</name>
    <message>
        <source>%1, empty</source>
        <translation>%1, пусто</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>tavleya::CheckedWrite</name>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <source>what was written does not read back</source>
        <translation>записанное не читается обратно</translation>
    </message>
</context>
<context>
    <name>tavleya::ClipboardActions</name>
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
        <source>%1 could not be written: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
</context>
<context>
    <name>tavleya::ClockPanel</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>delay %1</source>
        <translation>задержка %1</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) to the time control</source>
        <translation>
            <numerusform>%n ход до контроля</numerusform>
            <numerusform>%n хода до контроля</numerusform>
            <numerusform>%n ходов до контроля</numerusform>
        </translation>
    </message>
    <message>
        <source>starts with the first move</source>
        <translation>пойдут с первым ходом</translation>
    </message>
</context>
<context>
    <name>tavleya::CollectionsDesk</name>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Дерево дебютов</translation>
    </message>
    <message>
        <source>No move can be made here now</source>
        <translation>Здесь сейчас нельзя сделать ход</translation>
    </message>
    <message>
        <source>&amp;Find This Position in the List</source>
        <translation>&amp;Найти эту позицию в списке</translation>
    </message>
    <message>
        <source>Narrows the list of games to those that reach the position shown</source>
        <translation>Оставляет в списке только партии, приходящие к показанной позиции</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Find This Ma&amp;terial in the List</source>
        <translation>Найти этот &amp;материал в списке</translation>
    </message>
    <message>
        <source>Narrows the list of games to those that reach as many pieces of each kind for each side as the position shown has, wherever they stand</source>
        <translation>Оставляет в списке партии, в которых у каждой стороны столько же фигур каждого вида, сколько в показанной позиции, где бы они ни стояли</translation>
    </message>
    <message>
        <source>Find These P&amp;awns in the List</source>
        <translation>Найти эти пе&amp;шки в списке</translation>
    </message>
    <message>
        <source>Narrows the list of games to those that reach the pawns of the position shown, on the same squares</source>
        <translation>Оставляет в списке партии, в которых пешки стоят на тех же полях, что в показанной позиции</translation>
    </message>
    <message>
        <source>Find &amp;Duplicate Games</source>
        <translation>Найти &amp;повторные партии</translation>
    </message>
    <message>
        <source>Save the List &amp;Without Duplicates...</source>
        <translation>Сохранить список &amp;без повторов...</translation>
    </message>
    <message>
        <source>&amp;Games of the File</source>
        <translation>&amp;Партии файла</translation>
    </message>
    <message>
        <source>Opening &amp;Tree</source>
        <translation>&amp;Дерево дебютов</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Open a file of games first: its list is searched.</source>
        <translation>Сначала откройте файл партий: поиск идёт по его списку.</translation>
    </message>
    <message>
        <source>Looking for the position in the list…</source>
        <translation>Поиск позиции в списке…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the file reach the position.</source>
        <translation>
            <numerusform>%n партия файла приходит к позиции.</numerusform>
            <numerusform>%n партии файла приходят к позиции.</numerusform>
            <numerusform>%n партий файла приходят к позиции.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the file reach the same material.</source>
        <translation>
            <numerusform>%n партия файла приходит к тому же материалу.</numerusform>
            <numerusform>%n партии файла приходят к тому же материалу.</numerusform>
            <numerusform>%n партий файла приходят к тому же материалу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the file reach the same pawns.</source>
        <translation>
            <numerusform>%n партия файла приходит к тем же пешкам.</numerusform>
            <numerusform>%n партии файла приходят к тем же пешкам.</numerusform>
            <numerusform>%n партий файла приходят к тем же пешкам.</numerusform>
        </translation>
    </message>
    <message>
        <source>The games of the list are still being checked: try again when that is done.</source>
        <translation>Партии списка ещё проверяются: попробуйте снова, когда проверка закончится.</translation>
    </message>
    <message>
        <source>repeats of earlier games</source>
        <translation>повторы прежних партий</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the list repeat an earlier one: the same moves, White, Black and Date.</source>
        <translation>
            <numerusform>%n партия из списка повторяет более раннюю: те же ходы, белые, чёрные и дата.</numerusform>
            <numerusform>%n партии из списка повторяют более ранние: те же ходы, белые, чёрные и дата.</numerusform>
            <numerusform>%n партий из списка повторяют более ранние: те же ходы, белые, чёрные и дата.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose another file: the listed file is read while the new one is written.</source>
        <translation>Выберите другой файл: файл списка читается, пока пишется новый.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 without %n repeated game(s).</source>
        <translation>
            <numerusform>Сохранено в %1 без %n повторной партии.</numerusform>
            <numerusform>Сохранено в %1 без %n повторных партий.</numerusform>
            <numerusform>Сохранено в %1 без %n повторных партий.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the List Without Duplicates</source>
        <translation>Сохранить список без повторов</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
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
    <name>tavleya::ComputerOpponents</name>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>Start It Again</source>
        <translation>Запустить снова</translation>
    </message>
    <message>
        <source>Go On Without It</source>
        <translation>Продолжить без него</translation>
    </message>
    <message>
        <source>The game goes on between people.</source>
        <translation>Партия продолжается между людьми.</translation>
    </message>
    <message>
        <source>White was played by %1, which is not among the engines here.</source>
        <translation>За белых играл %1, которого нет среди движков здесь.</translation>
    </message>
    <message>
        <source>Black was played by %1, which is not among the engines here.</source>
        <translation>За чёрных играл %1, которого нет среди движков здесь.</translation>
    </message>
    <message>
        <source>Play On Against %1, Level %2</source>
        <translation>Играть дальше против %1, уровень %2</translation>
    </message>
    <message>
        <source>A Person Plays White</source>
        <translation>Белыми играет человек</translation>
    </message>
    <message>
        <source>A Person Plays Black</source>
        <translation>Чёрными играет человек</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить %1</translation>
    </message>
</context>
<context>
    <name>tavleya::ComputerPlayer</name>
    <message>
        <source>%1 does not play this game.</source>
        <translation>%1 не играет в эту игру.</translation>
    </message>
    <message>
        <source>%1 played a move that is not legal here: “%2”.</source>
        <translation>%1 сделал ход, невозможный в этой позиции: «%2».</translation>
    </message>
</context>
<context>
    <name>tavleya::DocumentDialogs</name>
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
        <source>Open Game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>The moves before the error can be opened as a new game.</source>
        <translation>Ходы до ошибки можно открыть как новую партию.</translation>
    </message>
    <message>
        <source>Open the Moves Before It</source>
        <translation>Открыть ходы до ошибки</translation>
    </message>
</context>
<context>
    <name>tavleya::EngineArrangement</name>
    <message>
        <source>%1 does not play this game.</source>
        <translation>%1 не играет в эту игру.</translation>
    </message>
    <message>
        <source>%1 gave an arrangement that is not one: %2</source>
        <translation>%1 дал неверную расстановку: %2</translation>
    </message>
</context>
<context>
    <name>tavleya::EngineListModel</name>
    <message>
        <source>Tavleya (built in)</source>
        <translation>Тавлея (встроенный)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Программа</translation>
    </message>
    <message>
        <source>Tavleya</source>
        <translation>Тавлея</translation>
    </message>
</context>
<context>
    <name>tavleya::EngineOptionsDialog</name>
    <message>
        <source>Options of %1</source>
        <translation>Параметры: %1</translation>
    </message>
    <message>
        <source>This engine has no options to set.</source>
        <translation>У этого движка нет настраиваемых параметров.</translation>
    </message>
    <message>
        <source>press at each start</source>
        <translation>нажимать при каждом запуске</translation>
    </message>
</context>
<context>
    <name>tavleya::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Движки</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>&amp;Добавить...</translation>
    </message>
    <message>
        <source>Choose the program of a UCI engine</source>
        <translation>Выбрать программу UCI-движка</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <source>&amp;Options...</source>
        <translation>&amp;Параметры...</translation>
    </message>
    <message>
        <source>Choose a UCI Engine</source>
        <translation>Выбор UCI-движка</translation>
    </message>
    <message>
        <source>%1 cannot be used as a UCI engine.

%2</source>
        <translation>%1 не может служить UCI-движком.

%2</translation>
    </message>
</context>
<context>
    <name>tavleya::EvaluationBar</name>
    <message>
        <source>The engine&apos;s view, from White&apos;s side: %1</source>
        <translation>Оценка движка со стороны белых: %1</translation>
    </message>
</context>
<context>
    <name>tavleya::EvaluationGraph</name>
    <message>
        <source>The engine&apos;s view along the game; click a move to see it</source>
        <translation>Оценка движка по ходу партии; щёлкните по ходу, чтобы его увидеть</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>График оценки</translation>
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
    <message>
        <source>what was written does not read back</source>
        <translation>записанное не читается обратно</translation>
    </message>
    <message>
        <source>%1 was changed by another program after the game was read, so the game was not written into it; the list is read again. Save the game with Save As, or open it again from the list.</source>
        <translation>%1 изменён другой программой после того, как партия была прочитана, поэтому партия в него не записана; список читается заново. Сохраните партию через «Сохранить как» или откройте её снова из списка.</translation>
    </message>
    <message>
        <source>%1 is compressed or not in UTF-8, so a game cannot be written into it; save the game with Save As.</source>
        <translation>Файл %1 сжат или записан не в UTF-8, поэтому партию нельзя записать в него; сохраните партию командой «Сохранить как».</translation>
    </message>
    <message>
        <source>Games are not kept safe automatically: %1.</source>
        <translation>Партии не сохраняются автоматически: %1.</translation>
    </message>
    <message>
        <source>Game %1 is open as far as it reads, as a new game: the file is as it was.</source>
        <translation>Партия %1 открыта до места ошибки как новая партия; файл не изменён.</translation>
    </message>
    <message>
        <source>Tavleya — %1 (restored)</source>
        <translation>Тавлея — %1 (восстановлена)</translation>
    </message>
</context>
<context>
    <name>tavleya::GameEndActions</name>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Предложить &amp;ничью</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Потребовать ничью</translation>
    </message>
    <message>
        <source>&amp;Resign...</source>
        <translation>&amp;Сдаться...</translation>
    </message>
    <message>
        <source>Threefold repetition or fifty moves without a capture or pawn move, now or with the move you intend to make</source>
        <translation>Троекратное повторение или пятьдесят ходов без взятий и ходов пешками — сейчас или с ходом, который вы собираетесь сделать</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Resign the game?</source>
        <translation>Сдать партию?</translation>
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
        <source>The computer declines the draw.</source>
        <translation>Компьютер отклоняет ничью.</translation>
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
        <source>Draw offer</source>
        <translation>Предложение ничьей</translation>
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
        <source>Claim Draw</source>
        <translation>Потребовать ничью</translation>
    </message>
    <message>
        <source>Claim a draw with the move:</source>
        <translation>Потребовать ничью с ходом:</translation>
    </message>
    <message>
        <source>Offer a draw with the move just made; against the computer, on your turn, with the move you make next</source>
        <translation>Предложить ничью вместе с только что сделанным ходом; в партии с компьютером — в свой ход, вместе со следующим ходом</translation>
    </message>
    <message>
        <source>Your draw offer goes with your next move.</source>
        <translation>Ваше предложение ничьей будет сделано вместе со следующим ходом.</translation>
    </message>
</context>
<context>
    <name>tavleya::GameEndText</name>
    <message>
        <source>White won by checkmate</source>
        <translation>Белые выиграли: мат</translation>
    </message>
    <message>
        <source>Black won by checkmate</source>
        <translation>Чёрные выиграли: мат</translation>
    </message>
    <message>
        <source>White won on time</source>
        <translation>Белые выиграли по времени</translation>
    </message>
    <message>
        <source>Black won on time</source>
        <translation>Чёрные выиграли по времени</translation>
    </message>
    <message>
        <source>White won: Black&apos;s king is bare</source>
        <translation>Белые выиграли: чёрный король остался один</translation>
    </message>
    <message>
        <source>Black won: White&apos;s king is bare</source>
        <translation>Чёрные выиграли: белый король остался один</translation>
    </message>
    <message>
        <source>White won: Black&apos;s king stood in check when the setups were revealed</source>
        <translation>Белые выиграли: когда расстановки открыли, чёрный король стоял под шахом</translation>
    </message>
    <message>
        <source>Black won: White&apos;s king stood in check when the setups were revealed</source>
        <translation>Чёрные выиграли: когда расстановки открыли, белый король стоял под шахом</translation>
    </message>
    <message>
        <source>White won: Black resigned</source>
        <translation>Белые выиграли: чёрные сдались</translation>
    </message>
    <message>
        <source>Black won: White resigned</source>
        <translation>Чёрные выиграли: белые сдались</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Белые выиграли</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Чёрные выиграли</translation>
    </message>
    <message>
        <source>Draw: stalemate</source>
        <translation>Ничья: пат</translation>
    </message>
    <message>
        <source>Draw: the position stood five times</source>
        <translation>Ничья: позиция повторилась пять раз</translation>
    </message>
    <message numerus="yes">
        <source>Draw: %n moves without a capture or pawn move</source>
        <translation>
            <numerusform>Ничья: %n ход без взятий и ходов пешками</numerusform>
            <numerusform>Ничья: %n хода без взятий и ходов пешками</numerusform>
            <numerusform>Ничья: %n ходов без взятий и ходов пешками</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw: the moves allowed without a capture or pawn move were played</source>
        <translation>Ничья: сыграно предельное число ходов без взятий и ходов пешками</translation>
    </message>
    <message>
        <source>Draw: neither side can mate</source>
        <translation>Ничья: ни одна сторона не может поставить мат</translation>
    </message>
    <message>
        <source>Draw: time ran out, but Black cannot mate</source>
        <translation>Ничья: время вышло, но чёрные не могут поставить мат</translation>
    </message>
    <message>
        <source>Draw: time ran out, but White cannot mate</source>
        <translation>Ничья: время вышло, но белые не могут поставить мат</translation>
    </message>
    <message>
        <source>Draw: both kings are bare</source>
        <translation>Ничья: оба короля остались одни</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Ничья по соглашению</translation>
    </message>
    <message>
        <source>Draw: threefold repetition (claimed by White)</source>
        <translation>Ничья: троекратное повторение (потребовали белые)</translation>
    </message>
    <message>
        <source>Draw: threefold repetition (claimed by Black)</source>
        <translation>Ничья: троекратное повторение (потребовали чёрные)</translation>
    </message>
    <message>
        <source>Draw: fifty moves without a capture or pawn move (claimed by White)</source>
        <translation>Ничья: пятьдесят ходов без взятий и ходов пешками (потребовали белые)</translation>
    </message>
    <message>
        <source>Draw: fifty moves without a capture or pawn move (claimed by Black)</source>
        <translation>Ничья: пятьдесят ходов без взятий и ходов пешками (потребовали чёрные)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>просрочка времени</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>партия брошена</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>присуждено</translation>
    </message>
    <message>
        <source>rules infraction</source>
        <translation>нарушение правил</translation>
    </message>
    <message>
        <source>ended by an emergency</source>
        <translation>прервана по чрезвычайным обстоятельствам</translation>
    </message>
    <message>
        <source>ended by a player&apos;s death</source>
        <translation>прервана из-за смерти игрока</translation>
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
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
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
    <message>
        <source>(stopped: the list is incomplete)</source>
        <translation>(остановлено: список неполный)</translation>
    </message>
    <message>
        <source>(the list is incomplete: %1)</source>
        <translation>(список неполный: %1)</translation>
    </message>
    <message>
        <source>(filtering…)</source>
        <translation>(идёт отбор…)</translation>
    </message>
    <message>
        <source>Show All Games</source>
        <translation>Показать все партии</translation>
    </message>
    <message>
        <source>Show every game again, not only those that reach the position</source>
        <translation>Снова показать все партии, а не только те, что приходят к позиции</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <source>reaching the position</source>
        <translation>приходят к позиции</translation>
    </message>
</context>
<context>
    <name>tavleya::GameReview</name>
    <message>
        <source>%1 does not play this game.</source>
        <translation>%1 не играет в эту игру.</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Разбор партии</translation>
    </message>
</context>
<context>
    <name>tavleya::GameReviews</name>
    <message>
        <source>&amp;Review Game...</source>
        <translation>&amp;Разбор партии...</translation>
    </message>
    <message>
        <source>Review &amp;Selected Games...</source>
        <translation>Разбор &amp;выбранных партий...</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source>%1 reviews the game. Seconds of thought for each position:</source>
        <translation>%1 разберёт партию. Секунд на каждую позицию:</translation>
    </message>
    <message>
        <source>Review Selected Games</source>
        <translation>Разбор выбранных партий</translation>
    </message>
    <message>
        <source>Open a file and choose the games to review in its list.</source>
        <translation>Откройте файл и выберите в его списке партии для разбора.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s). Seconds of thought for each position:</source>
        <translation>
            <numerusform>%n партия. Секунд на каждую позицию:</numerusform>
            <numerusform>%n партии. Секунд на каждую позицию:</numerusform>
            <numerusform>%n партий. Секунд на каждую позицию:</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Reviewed Games</source>
        <translation>Сохранить разобранные партии</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>No engine plays this game.</source>
        <translation>Ни один движок не играет в эту игру.</translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>В партии нет ходов для разбора.</translation>
    </message>
    <message>
        <source>Reviewing the game with %1…</source>
        <translation>%1 разбирает партию…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>The review was cancelled; the game is as it was.</source>
        <translation>Разбор отменён; партия осталась как была.</translation>
    </message>
    <message>
        <source>The game was reviewed: Edit › Undo takes the review back.</source>
        <translation>Партия разобрана: Правка › Отменить уберёт разбор.</translation>
    </message>
    <message>
        <source>Choose the games to review in the list of games first.</source>
        <translation>Сначала выберите партии для разбора в списке партий.</translation>
    </message>
    <message>
        <source>The reviewed games go to a file of their own, not into the listed file.</source>
        <translation>Разобранные партии записываются в отдельный файл, а не в открытый список.</translation>
    </message>
    <message>
        <source>Reviewing the games…</source>
        <translation>Разбор партий…</translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2 with %3…</source>
        <translation>%3 разбирает партию %1 из %2…</translation>
    </message>
    <message>
        <source>The review was cancelled; nothing was written.</source>
        <translation>Разбор отменён; ничего не записано.</translation>
    </message>
    <message>
        <source>The reviewed games could not be written to %1: %2</source>
        <translation>Не удалось записать разобранные партии в %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) reviewed into %1; %2 could not be read.</source>
        <translation>
            <numerusform>%n партия разобрана в %1; не удалось прочитать: %2.</numerusform>
            <numerusform>%n партии разобраны в %1; не удалось прочитать: %2.</numerusform>
            <numerusform>%n партий разобрано в %1; не удалось прочитать: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) reviewed into %1.</source>
        <translation>
            <numerusform>%n партия разобрана в %1.</numerusform>
            <numerusform>%n партии разобраны в %1.</numerusform>
            <numerusform>%n партий разобрано в %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s) of %1 became puzzles for %1 in Practice › Puzzles.</source>
        <translation>
            <numerusform>%n ошибка игрока %1 стала задачей для него в Практике › Задачах.</numerusform>
            <numerusform>%n ошибки игрока %1 стали задачами для него в Практике › Задачах.</numerusform>
            <numerusform>%n ошибок игрока %1 стали задачами для него в Практике › Задачах.</numerusform>
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
    <message>
        <source>Casual game</source>
        <translation>Товарищеская партия</translation>
    </message>
</context>
<context>
    <name>tavleya::GameStarter</name>
    <message>
        <source>Tavleya, level %1</source>
        <translation>Тавлея, уровень %1</translation>
    </message>
</context>
<context>
    <name>tavleya::GoMenu</name>
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
        <source>&amp;Previous Variation</source>
        <translation>&amp;Предыдущий вариант</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>&amp;Следующий вариант</translation>
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
    <name>tavleya::HintAction</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>The engine&apos;s move for the player to move, shown for a few seconds and written in the game; in games between people when they agree to it in Settings</source>
        <translation>Ход движка для того, чья очередь ходить: показывается на несколько секунд и записывается в партию; в партиях между людьми — если они согласились на это в настройках</translation>
    </message>
    <message>
        <source>The game is over: there is no move to hint at.</source>
        <translation>Партия окончена: подсказывать нечего.</translation>
    </message>
    <message>
        <source>Hints are for the position the game has reached: go to its last move.</source>
        <translation>Подсказка даётся для позиции, до которой дошла партия: перейдите к последнему ходу.</translation>
    </message>
    <message>
        <source>Hints come once the pieces are arranged.</source>
        <translation>Подсказки — после расстановки фигур.</translation>
    </message>
    <message>
        <source>The computer is to move.</source>
        <translation>Ход компьютера.</translation>
    </message>
    <message>
        <source>In a game between people, hints are given when both players agree to them in View › Settings.</source>
        <translation>В партии между людьми подсказки даются, если оба игрока согласились на них в Вид › Настройки.</translation>
    </message>
    <message>
        <source>No engine plays this game.</source>
        <translation>Ни один движок не играет в эту игру.</translation>
    </message>
    <message>
        <source>%1 is looking for a move…</source>
        <translation>%1 ищет ход…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
</context>
<context>
    <name>tavleya::HintRequest</name>
    <message>
        <source>%1 does not play this game.</source>
        <translation>%1 не играет в эту игру.</translation>
    </message>
    <message>
        <source>%1 answered with a move that is not legal here: “%2”.</source>
        <translation>%1 ответил ходом, невозможным в этой позиции: «%2».</translation>
    </message>
</context>
<context>
    <name>tavleya::KeysPage</name>
    <message>
        <source>Keyboard and Mouse</source>
        <translation>Клавиатура и мышь</translation>
    </message>
    <message>
        <source>Drag a piece to its square, or click the piece and then the square; the squares it may go to are marked.</source>
        <translation>Перетащите фигуру на поле или щёлкните фигуру, а затем поле; поля, куда она может пойти, отмечены.</translation>
    </message>
    <message>
        <source>Type the move over the board or in the move box, in the notation the View menu chooses (e4, Nf3, O-O; Russian letters Кр Ф Л С К are read too). Enter plays it.</source>
        <translation>Наберите ход над доской или в поле хода, в нотации, выбранной в меню «Вид» (e4, Nf3, O-O; русские буквы Кр Ф Л С К тоже понимаются). Enter делает ход.</translation>
    </message>
    <message>
        <source>Shift and the arrow keys move a frame over the squares; Space or Enter picks up the piece under it and puts it down; Escape puts it back.</source>
        <translation>Shift со стрелками двигает рамку по полям; пробел или Enter берёт фигуру под ней и ставит её; Escape возвращает её на место.</translation>
    </message>
    <message>
        <source>Promotion: the pieces to choose from open where the pawn arrives.</source>
        <translation>Превращение: фигуры на выбор открываются там, куда пришла пешка.</translation>
    </message>
    <message>
        <source>The right button draws: a click marks a square, a drag an arrow; with Shift, Alt or both they come in other colours.</source>
        <translation>Правая кнопка рисует: щелчок отмечает поле, перетаскивание — стрелку; с Shift, Alt или обеими — другими цветами.</translation>
    </message>
    <message>
        <source>The arrow keys go back and forward through the game; Home and End to its start and end.</source>
        <translation>Стрелки листают партию назад и вперёд; Home и End — в начало и в конец.</translation>
    </message>
    <message>
        <source>Moving the pieces</source>
        <translation>Как ходить</translation>
    </message>
    <message>
        <source>Keys of the menus</source>
        <translation>Клавиши меню</translation>
    </message>
    <message>
        <source>A tower: grab it by the slab down to which pieces should go, or choose how many in the list that opens.</source>
        <translation>Башня: возьмите её за ту фигуру, до которой включительно должны пойти фигуры, или выберите их число в открывшемся списке.</translation>
    </message>
    <message>
        <source>Pieces in hand: click or drag the piece in the pocket beside the board, then the square. A placing turn is confirmed with its button.</source>
        <translation>Фигуры в запасе: щёлкните или перетащите фигуру из запаса рядом с доской, затем выберите поле. Ход выставления подтверждается своей кнопкой.</translation>
    </message>
</context>
<context>
    <name>tavleya::LearnerChooser</name>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
</context>
<context>
    <name>tavleya::LessonDesk</name>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Уроки</translation>
    </message>
    <message>
        <source>Learn a game: short exercises on the board, each with a goal</source>
        <translation>Изучение игры: короткие упражнения на доске, у каждого своя цель</translation>
    </message>
    <message>
        <source>Choose a lesson to go on.</source>
        <translation>Выберите урок, чтобы продолжить.</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Уроки</translation>
    </message>
    <message>
        <source>Good. Go on.</source>
        <translation>Хорошо. Продолжайте.</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Отлично!</translation>
    </message>
    <message>
        <source>Well done! The lesson is done.</source>
        <translation>Отлично! Урок пройден.</translation>
    </message>
    <message>
        <source>Well done! The lesson is done, without a hint: a star.</source>
        <translation>Отлично! Урок пройден без подсказок: звезда.</translation>
    </message>
    <message>
        <source>Try %1.</source>
        <translation>Попробуйте %1.</translation>
    </message>
    <message>
        <source>That was the last lesson of this course.</source>
        <translation>Это был последний урок курса.</translation>
    </message>
    <message>
        <source>%1 does not reach %2.</source>
        <translation>%1 не приводит на %2.</translation>
    </message>
    <message>
        <source>%1 does not take the piece on %2.</source>
        <translation>%1 не берёт фигуру на %2.</translation>
    </message>
    <message>
        <source>%1 does not give check.</source>
        <translation>%1 не объявляет шах.</translation>
    </message>
    <message>
        <source>%1 does not draw the game.</source>
        <translation>%1 не ведёт к ничьей.</translation>
    </message>
    <message>
        <source>%1 does not win.</source>
        <translation>%1 не выигрывает.</translation>
    </message>
    <message>
        <source>After %1 the other side holds out with %2.</source>
        <translation>После %1 соперник держится ходом %2.</translation>
    </message>
    <message>
        <source>%1 is not the move this exercise asks for.</source>
        <translation>%1 — не тот ход, который нужен в этом упражнении.</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Попробуйте ещё раз.</translation>
    </message>
</context>
<context>
    <name>tavleya::LessonPanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Try &amp;Again</source>
        <translation>&amp;Заново</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Дальше</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>И&amp;гра:</translation>
    </message>
    <message>
        <source>Done without a hint</source>
        <translation>Пройден без подсказок</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Пройден</translation>
    </message>
    <message>
        <source>Not done yet</source>
        <translation>Ещё не пройден</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Упражнение %1 из %2</translation>
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
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About Tavleya</source>
        <translation>&amp;О программе «Тавлея»</translation>
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
        <source>&amp;New Game...</source>
        <translation>&amp;Новая партия...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Открыть...</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>&amp;Pause Clock</source>
        <translation>&amp;Остановить часы</translation>
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
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
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
        <source>Play from &amp;Here...</source>
        <translation>Играть &amp;отсюда...</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>Д&amp;вижок</translation>
    </message>
    <message>
        <source>&amp;Engines...</source>
        <translation>&amp;Движки...</translation>
    </message>
    <message>
        <source>&amp;Using Tavleya</source>
        <translation>&amp;Как пользоваться Тавлеей</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>Пр&amp;актика</translation>
    </message>
    <message>
        <source>Start &amp;Page</source>
        <translation>Стартовая с&amp;траница</translation>
    </message>
    <message>
        <source>&amp;Keyboard and Mouse</source>
        <translation>&amp;Клавиатура и мышь</translation>
    </message>
</context>
<context>
    <name>tavleya::MoveEntry</name>
    <message>
        <source>Type a move</source>
        <translation>Введите ход</translation>
    </message>
    <message>
        <source>Type a move (%1, %2)</source>
        <translation>Введите ход (%1, %2)</translation>
    </message>
    <message>
        <source>Type a move (%1)</source>
        <translation>Введите ход (%1)</translation>
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
    <message>
        <source>More annotation glyphs</source>
        <translation>Другие знаки оценки</translation>
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
    <message>
        <source>Classical 40/90 + 30, 30 s increment</source>
        <translation>Классика 40/90 + 30, добавка 30 с</translation>
    </message>
    <message>
        <source>no clock; or 5+3, 40/90+30+30, 5 d5 ...</source>
        <translation>без часов; или 5+3, 40/90+30+30, 5 d5 ...</translation>
    </message>
    <message>
        <source>Each player: %1</source>
        <translation>Каждому: %1</translation>
    </message>
    <message>
        <source>Play from Here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>%1, level %2</source>
        <translation>%1, уровень %2</translation>
    </message>
    <message>
        <source>Tavleya</source>
        <translation>Тавлея</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>White&apos;s name</source>
        <translation>Имя белых</translation>
    </message>
    <message>
        <source>Black&apos;s name</source>
        <translation>Имя чёрных</translation>
    </message>
    <message>
        <source>The clock starts at once, as over the board (Settings can start it with the first move instead).</source>
        <translation>Часы пойдут сразу, как за доской (в настройках можно пустить их с первым ходом).</translation>
    </message>
    <message>
        <source>The clock starts with the first move (Settings can start it at once, as over the board).</source>
        <translation>Часы пойдут с первым ходом (в настройках можно пустить их сразу, как за доской).</translation>
    </message>
    <message>
        <source>drawn when the game starts</source>
        <translation>выбирается при начале партии</translation>
    </message>
    <message>
        <source>Read the rules of this game</source>
        <translation>Прочитать правила этой игры</translation>
    </message>
    <message>
        <source>Without a clock nobody&apos;s time runs.</source>
        <translation>Без часов ничьё время не идёт.</translation>
    </message>
</context>
<context>
    <name>tavleya::OpeningTreeModel</name>
    <message numerus="yes">
        <source>%n game(s): White won %1, drew %2, lost %3</source>
        <translation>
            <numerusform>%n партия: белые выиграли %1, ничьих %2, проиграли %3</numerusform>
            <numerusform>%n партии: белые выиграли %1, ничьих %2, проиграли %3</numerusform>
            <numerusform>%n партий: белые выиграли %1, ничьих %2, проиграли %3</numerusform>
        </translation>
    </message>
    <message>
        <source>White&apos;s score: a win counts 1, a draw ½</source>
        <translation>Очки белых: победа — 1, ничья — ½</translation>
    </message>
    <message>
        <source>The average year of the games</source>
        <translation>Средний год партий</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Год</translation>
    </message>
</context>
<context>
    <name>tavleya::OpeningTreePanel</name>
    <message>
        <source>Indexing the positions of the listed games…</source>
        <translation>Позиции партий списка индексируются…</translation>
    </message>
    <message>
        <source>Open a file of games: the tree shows the moves its games played from the position on the board.</source>
        <translation>Откройте файл партий: дерево покажет ходы, сделанные в его партиях из позиции на доске.</translation>
    </message>
    <message>
        <source>The games were not all checked, so their positions are not indexed: open the file again for its tree.</source>
        <translation>Не все партии проверены, поэтому их позиции не проиндексированы: откройте файл снова, чтобы увидеть дерево.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the file went on from this position.</source>
        <translation>
            <numerusform>%n партия файла продолжена из этой позиции.</numerusform>
            <numerusform>%n партии файла продолжены из этой позиции.</numerusform>
            <numerusform>%n партий файла продолжены из этой позиции.</numerusform>
        </translation>
    </message>
    <message>
        <source>No game of the file went on from this position.</source>
        <translation>Ни одна партия файла не продолжена из этой позиции.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of those listed went on from this position.</source>
        <translation>
            <numerusform>%n партия из показанных в списке продолжена из этой позиции.</numerusform>
            <numerusform>%n партии из показанных в списке продолжены из этой позиции.</numerusform>
            <numerusform>%n партий из показанных в списке продолжены из этой позиции.</numerusform>
        </translation>
    </message>
    <message>
        <source>No game of those listed went on from this position.</source>
        <translation>Ни одна партия из показанных в списке не продолжена из этой позиции.</translation>
    </message>
</context>
<context>
    <name>tavleya::PieceWords</name>
    <message>
        <source>White %1</source>
        <translation>%1 белых</translation>
    </message>
    <message>
        <source>Black %1</source>
        <translation>%1 чёрных</translation>
    </message>
    <message>
        <source>%1 (promotes to %2)</source>
        <translation>%1 (превращение: %2)</translation>
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
    <name>tavleya::PlayerChooser</name>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>level </source>
        <translation>уровень </translation>
    </message>
    <message>
        <source>The engine&apos;s strength: 1 plays like a beginner, 20 as well as it can</source>
        <translation>Сила движка: 1 — как новичок, 20 — в полную силу</translation>
    </message>
    <message>
        <source>Engine level</source>
        <translation>Уровень движка</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer (Tavleya)</source>
        <translation>Компьютер (Тавлея)</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Компьютер (%1)</translation>
    </message>
    <message>
        <source>About how strong this level plays standard chess, on the Elo scale of Stockfish&apos;s strength limit</source>
        <translation>Примерная сила этого уровня в классических шахматах по шкале Эло, которой Stockfish ограничивает свою силу</translation>
    </message>
    <message>
        <source>about %1 Elo</source>
        <translation>около %1 Эло</translation>
    </message>
</context>
<context>
    <name>tavleya::PocketWidget</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>White&apos;s pieces in hand</source>
        <translation>Запас белых</translation>
    </message>
    <message>
        <source>Black&apos;s pieces in hand</source>
        <translation>Запас чёрных</translation>
    </message>
    <message>
        <source>%1: none</source>
        <translation>%1: нет</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n in hand</source>
        <translation>
            <numerusform>%1: %n в запасе</numerusform>
            <numerusform>%1: %n в запасе</numerusform>
            <numerusform>%1: %n в запасе</numerusform>
        </translation>
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
        <source>Left button: put the piece on top of the tower. Right button: take the top piece off.</source>
        <translation>Левая кнопка: поставить фигуру на верх башни. Правая кнопка: снять верхнюю фигуру.</translation>
    </message>
    <message>
        <source>Left button: put the piece. Right button: take it off.</source>
        <translation>Левая кнопка: поставить фигуру. Правая кнопка: снять её.</translation>
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
    <message>
        <source>Takes the top piece off a square (the right button does too)</source>
        <translation>Снимает верхнюю фигуру с поля (то же делает правая кнопка)</translation>
    </message>
    <message>
        <source>Takes the piece off a square (the right button does too)</source>
        <translation>Снимает фигуру с поля (то же делает правая кнопка)</translation>
    </message>
    <message>
        <source>In the pocket: %1</source>
        <translation>В запасе: %1</translation>
    </message>
</context>
<context>
    <name>tavleya::PuzzleDesk</name>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Задачи</translation>
    </message>
    <message>
        <source>Find the win after the opponent&apos;s mistake, in every game</source>
        <translation>Найдите выигрыш после ошибки соперника — в каждой игре</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <source>Press Next for a puzzle.</source>
        <translation>Нажмите «Дальше», чтобы получить задачу.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Задачи</translation>
    </message>
    <message numerus="yes">
        <source>White to move wins within %n move(s).</source>
        <translation>
            <numerusform>Ход белых: выигрыш не более чем в %n ход.</numerusform>
            <numerusform>Ход белых: выигрыш не более чем в %n хода.</numerusform>
            <numerusform>Ход белых: выигрыш не более чем в %n ходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black to move wins within %n move(s).</source>
        <translation>
            <numerusform>Ход чёрных: выигрыш не более чем в %n ход.</numerusform>
            <numerusform>Ход чёрных: выигрыш не более чем в %n хода.</numerusform>
            <numerusform>Ход чёрных: выигрыш не более чем в %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Watch the opponent&apos;s move.</source>
        <translation>Смотрите ход соперника.</translation>
    </message>
    <message>
        <source>That is not the move. Try again.</source>
        <translation>Не тот ход. Попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>Right. Go on.</source>
        <translation>Верно. Продолжайте.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Решено!</translation>
    </message>
    <message>
        <source>The move puts a piece on %1.</source>
        <translation>Ход ставит фигуру на %1.</translation>
    </message>
    <message>
        <source>The piece to move stands on %1.</source>
        <translation>Ходить нужно фигурой с поля %1.</translation>
    </message>
    <message>
        <source>The solution: %1</source>
        <translation>Решение: %1</translation>
    </message>
    <message>
        <source>You have solved every puzzle of this game.</source>
        <translation>Вы решили все задачи этой игры.</translation>
    </message>
    <message>
        <source>Puzzle %1, difficulty %2</source>
        <translation>Задача %1, сложность %2</translation>
    </message>
    <message>
        <source>Puzzle rating %1 (%2).</source>
        <translation>Рейтинг в задачах: %1 (%2).</translation>
    </message>
    <message>
        <source>Rating %1 ± %2</source>
        <translation>Рейтинг %1 ± %2</translation>
    </message>
    <message numerus="yes">
        <source>%n solved of %1: %2</source>
        <translation>
            <numerusform>Решена %n из %1: %2</numerusform>
            <numerusform>Решены %n из %1: %2</numerusform>
            <numerusform>Решено %n из %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) to see again.</source>
        <translation>
            <numerusform>%n задачу стоит повторить.</numerusform>
            <numerusform>%n задачи стоит повторить.</numerusform>
            <numerusform>%n задач стоит повторить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Puzzles</source>
        <translation>Добавить задачи</translation>
    </message>
    <message>
        <source>Puzzle files (*.csv *.csv.gz *.csv.bz2 *.csv.xz *.csv.zst);;All files (*)</source>
        <translation>Файлы задач (*.csv *.csv.gz *.csv.bz2 *.csv.xz *.csv.zst);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Puzzle %1 does not fit the rules of %2; the next one follows.</source>
        <translation>Задача %1 не подходит к правилам игры «%2»; дальше следующая.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Чтение %1…</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Reading %1: %2%…</source>
        <translation>Чтение %1: %2%…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n puzzle(s) read.</source>
        <translation>
            <numerusform>%1: прочитана %n задача.</numerusform>
            <numerusform>%1: прочитаны %n задачи.</numerusform>
            <numerusform>%1: прочитано %n задач.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) skipped, the first: %1</source>
        <translation>
            <numerusform>%n строка пропущена, первая: %1</numerusform>
            <numerusform>%n строки пропущены, первая: %1</numerusform>
            <numerusform>%n строк пропущено, первая: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of a game Tavleya does not play left out.</source>
        <translation>
            <numerusform>%n строка игры, которой Тавлея не знает, оставлена.</numerusform>
            <numerusform>%n строки игры, которой Тавлея не знает, оставлены.</numerusform>
            <numerusform>%n строк игры, которой Тавлея не знает, оставлено.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins the race, %2 to %3.</source>
        <translation>%1 — победа в гонке, %2 : %3.</translation>
    </message>
    <message>
        <source>The race is a tie, %1 to %2.</source>
        <translation>Гонка вничью, %1 : %2.</translation>
    </message>
    <message>
        <source>Race: %1 %2 – %3 %4.</source>
        <translation>Гонка: %1 %2 – %3 %4.</translation>
    </message>
    <message>
        <source>%1 is next.</source>
        <translation>Дальше решает %1.</translation>
    </message>
    <message>
        <source>%1&apos;s puzzle, %2 of %3.</source>
        <translation>Задача игрока %1, %2 из %3.</translation>
    </message>
    <message>
        <source>%1 — mistakes of %2</source>
        <translation>%1 — ошибки игрока %2</translation>
    </message>
    <message>
        <source>White to move: find a better move than the one played in your game.</source>
        <translation>Ход белых: найдите ход лучше сделанного в вашей партии.</translation>
    </message>
    <message>
        <source>Black to move: find a better move than the one played in your game.</source>
        <translation>Ход чёрных: найдите ход лучше сделанного в вашей партии.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>All themes (%1)</source>
        <translation>Все темы (%1)</translation>
    </message>
    <message>
        <source>You have solved every puzzle of this theme.</source>
        <translation>Вы решили все задачи этой темы.</translation>
    </message>
    <message>
        <source>Themes: %1.</source>
        <translation>Темы: %1.</translation>
    </message>
    <message>
        <source>That is not the move: no point. Press Next.</source>
        <translation>Не тот ход: очка нет. Нажмите «Дальше».</translation>
    </message>
    <message numerus="yes">
        <source>White to move: find the best move; the line is %n move(s) long.</source>
        <translation>
            <numerusform>Ход белых: найдите лучший ход; решение — %n ход.</numerusform>
            <numerusform>Ход белых: найдите лучший ход; решение — %n хода.</numerusform>
            <numerusform>Ход белых: найдите лучший ход; решение — %n ходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black to move: find the best move; the line is %n move(s) long.</source>
        <translation>
            <numerusform>Ход чёрных: найдите лучший ход; решение — %n ход.</numerusform>
            <numerusform>Ход чёрных: найдите лучший ход; решение — %n хода.</numerusform>
            <numerusform>Ход чёрных: найдите лучший ход; решение — %n ходов.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tavleya::PuzzleImport</name>
    <message>
        <source>%1 cannot be unpacked into %2: %3</source>
        <translation>%1 не распаковывается в %2: %3</translation>
    </message>
    <message>
        <source>%1 is no puzzle file: %2</source>
        <translation>%1 — не файл задач: %2</translation>
    </message>
</context>
<context>
    <name>tavleya::PuzzlePanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;Solution</source>
        <translation>&amp;Решение</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Дальше</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>И&amp;гра:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>&amp;Import Puzzles...</source>
        <translation>&amp;Добавить задачи...</translation>
    </message>
    <message>
        <source>Add the puzzles of a CSV file: lichess&apos;s puzzle database, or one made by tavleya-puzzles</source>
        <translation>Добавить задачи из файла CSV: базы задач lichess или файла, сделанного tavleya-puzzles</translation>
    </message>
    <message>
        <source>Puzzle &amp;Race...</source>
        <translation>&amp;Гонка задач...</translation>
    </message>
    <message>
        <source>Two players at this board take turns at puzzles, a point for each solved without a wrong move</source>
        <translation>Двое за этой доской решают задачи по очереди, очко за каждую решённую без ошибки</translation>
    </message>
    <message>
        <source>Easiest</source>
        <translation>Самые лёгкие</translation>
    </message>
    <message>
        <source>Easier</source>
        <translation>Полегче</translation>
    </message>
    <message>
        <source>Near my rating</source>
        <translation>По моему рейтингу</translation>
    </message>
    <message>
        <source>Harder</source>
        <translation>Потруднее</translation>
    </message>
    <message>
        <source>Hardest</source>
        <translation>Самые трудные</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Сложность:</translation>
    </message>
</context>
<context>
    <name>tavleya::PuzzleRaceDialog</name>
    <message>
        <source>Puzzle Race</source>
        <translation>Гонка задач</translation>
    </message>
    <message>
        <source>The other player&apos;s name</source>
        <translation>Имя второго игрока</translation>
    </message>
    <message>
        <source>Start the Race</source>
        <translation>Начать гонку</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>&amp;Первый игрок:</translation>
    </message>
    <message>
        <source>&amp;Second player:</source>
        <translation>&amp;Второй игрок:</translation>
    </message>
    <message>
        <source>&amp;Puzzles each:</source>
        <translation>&amp;Задач каждому:</translation>
    </message>
</context>
<context>
    <name>tavleya::RulesDesk</name>
    <message>
        <source>&amp;Rules of the Games</source>
        <translation>&amp;Правила игр</translation>
    </message>
</context>
<context>
    <name>tavleya::RulesPage</name>
    <message>
        <source>Rules of %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>Click the diagram to set it up on the board.</source>
        <translation>Щёлкните диаграмму, чтобы расставить её на доске.</translation>
    </message>
    <message>
        <source>Decided in %1.</source>
        <translation>Решено в %1.</translation>
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
    <message>
        <source>%1 Arrange its pieces for it.</source>
        <translation>%1 Расставьте его фигуры за него.</translation>
    </message>
    <message>
        <source>%1 is arranging its pieces…</source>
        <translation>%1 расставляет фигуры…</translation>
    </message>
</context>
<context>
    <name>tavleya::SettingsCheck</name>
    <message>
        <source>The settings could not be read, so the defaults are used. The damaged file was kept as %1.</source>
        <translation>Настройки не удалось прочитать, поэтому действуют настройки по умолчанию. Повреждённый файл сохранён как %1.</translation>
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
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>Clock turns &amp;red under:</source>
        <translation>Часы &amp;краснеют, когда меньше:</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Звуки</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Громкость:</translation>
    </message>
    <message>
        <source>&amp;Hints in games between people (both players agree)</source>
        <translation>&amp;Подсказки в партиях между людьми (с согласия обоих игроков)</translation>
    </message>
    <message>
        <source>Against the computer, hints are always there to ask for</source>
        <translation>В партии против компьютера подсказку можно попросить всегда</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Фигуры:</translation>
    </message>
    <message>
        <source>Board &amp;colours:</source>
        <translation>&amp;Цвета доски:</translation>
    </message>
    <message>
        <source>Coordinates &amp;outside the board</source>
        <translation>Координаты &amp;вне доски</translation>
    </message>
    <message>
        <source>A new game&apos;s clock s&amp;tarts at once, as over the board</source>
        <translation>Часы новой партии &amp;идут сразу, как за доской</translation>
    </message>
    <message>
        <source>Off: it starts with the first move, as in games played online</source>
        <translation>Если выключено, часы пойдут с первым ходом, как в партиях по сети</translation>
    </message>
</context>
<context>
    <name>tavleya::SidePanel</name>
    <message>
        <source>The opening of the moves shown, named by position</source>
        <translation>Дебют показанных ходов, найденный по позиции</translation>
    </message>
    <message>
        <source>No move can be made here now</source>
        <translation>Здесь сейчас нельзя сделать ход</translation>
    </message>
</context>
<context>
    <name>tavleya::StartPage</name>
    <message>
        <source>Welcome to Tavleya</source>
        <translation>Добро пожаловать в Тавлею</translation>
    </message>
    <message>
        <source>Play a &amp;Friend</source>
        <translation>Играть с &amp;другом</translation>
    </message>
    <message>
        <source>Play the &amp;Computer</source>
        <translation>Играть с &amp;компьютером</translation>
    </message>
    <message>
        <source>&amp;Learn a Game</source>
        <translation>&amp;Изучить игру</translation>
    </message>
    <message>
        <source>&amp;Open Games...</source>
        <translation>&amp;Открыть партии...</translation>
    </message>
    <message>
        <source>as a beginner</source>
        <translation>как новичок</translation>
    </message>
    <message>
        <source>as a casual player</source>
        <translation>как любитель</translation>
    </message>
    <message>
        <source>as a club player</source>
        <translation>как клубный игрок</translation>
    </message>
    <message>
        <source>as a strong player</source>
        <translation>как сильный игрок</translation>
    </message>
    <message>
        <source>as well as it can</source>
        <translation>в полную силу</translation>
    </message>
    <message>
        <source>Back to the &amp;Board</source>
        <translation>&amp;Вернуться к доске</translation>
    </message>
    <message>
        <source>You play White; the computer plays</source>
        <translation>Вы играете белыми, компьютер играет</translation>
    </message>
    <message>
        <source>Short lessons on the board, with a goal to reach, for each of the games Tavleya plays.</source>
        <translation>Короткие уроки на доске с целью, которую нужно достичь, для каждой игры Тавлеи.</translation>
    </message>
    <message>
        <source>Read, annotate and save games from PGN files.</source>
        <translation>Читать, комментировать и сохранять партии в файлах PGN.</translation>
    </message>
    <message>
        <source>Two people at this board.</source>
        <translation>Двое за этой доской.</translation>
    </message>
    <message>
        <source>Two people at this board, with a clock of %1.</source>
        <translation>Двое за этой доской, с часами %1.</translation>
    </message>
    <message>
        <source>Opened lately:</source>
        <translation>Недавно открытые:</translation>
    </message>
    <message>
        <source>Solve &amp;Puzzles</source>
        <translation>Решать &amp;задачи</translation>
    </message>
    <message>
        <source>Find the win after the opponent&apos;s mistake.</source>
        <translation>Найдите выигрыш после ошибки соперника.</translation>
    </message>
</context>
<context>
    <name>tavleya::StatusLine</name>
    <message>
        <source>The clock is paused</source>
        <translation>Часы остановлены</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Ход белых</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Ход чёрных</translation>
    </message>
</context>
<context>
    <name>tavleya::TimeControlText</name>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 мин %2 с</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n moves</source>
        <translation>
            <numerusform>%1 на %n ход</numerusform>
            <numerusform>%1 на %n хода</numerusform>
            <numerusform>%1 на %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for the game</source>
        <translation>%1 на партию</translation>
    </message>
    <message>
        <source>%1 for the rest of the game</source>
        <translation>%1 до конца партии</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, затем </translation>
    </message>
    <message>
        <source>; +%1 per move</source>
        <translation>; +%1 за ход</translation>
    </message>
    <message>
        <source>; %1 delay on each move</source>
        <translation>; задержка %1 на каждый ход</translation>
    </message>
    <message>
        <source>; %1 Bronstein delay on each move</source>
        <translation>; задержка Бронштейна %1 на каждый ход</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>без часов</translation>
    </message>
    <message>
        <source>hourglass: %1 in all; what one player uses, the other gains</source>
        <translation>песочные часы: всего %1; сколько тратит один игрок, столько получает другой</translation>
    </message>
    <message>
        <source>%1 for each move</source>
        <translation>%1 на каждый ход</translation>
    </message>
</context>
<context>
    <name>tavleya::TowerPanel</name>
    <message>
        <source>%1 (top to bottom): %2</source>
        <translation>%1 (сверху вниз): %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: a tower of %n, top to bottom</source>
        <translation>
            <numerusform>%1: башня из %n фигуры, сверху вниз</numerusform>
            <numerusform>%1: башня из %n фигур, сверху вниз</numerusform>
            <numerusform>%1: башня из %n фигур, сверху вниз</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tavleya::UciConnection</name>
    <message>
        <source>it did not answer “%1” within %2 s</source>
        <translation>он не ответил на «%1» за %2 с</translation>
    </message>
    <message>
        <source>it could not be started (%1)</source>
        <translation>его не удалось запустить (%1)</translation>
    </message>
    <message>
        <source>The engine %1 stopped working: %2</source>
        <translation>Движок %1 перестал работать: %2</translation>
    </message>
    <message>
        <source>it crashed</source>
        <translation>он аварийно завершился</translation>
    </message>
    <message>
        <source>it ended (exit code %1)</source>
        <translation>он завершился (код выхода %1)</translation>
    </message>
</context>
<context>
    <name>tavleya::UsingTavleyaPage</name>
    <message>
        <source>Using Tavleya</source>
        <translation>Как пользоваться Тавлеей</translation>
    </message>
    <message>
        <source>This page is in English for now.</source>
        <translation>Эта страница пока на английском.</translation>
    </message>
</context>
<context>
    <name>tavleya::ViewMenu</name>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Перевернуть доску</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>&amp;Turn Board for Each Move</source>
        <translation>&amp;Поворачивать доску после каждого хода</translation>
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
        <source>&amp;Animate Moves</source>
        <translation>&amp;Анимация ходов</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Настройки...</translation>
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
</context>
</TS>
