<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
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
        <source>&amp;New Game</source>
        <translation>&amp;Новая партия</translation>
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
        <source>&amp;Resign</source>
        <translation>&amp;Сдаться</translation>
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
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Предложение ничьей</translation>
    </message>
    <message>
        <source>%1 offers a draw. Accept?</source>
        <translation>%1 предлагают ничью. Принять?</translation>
    </message>
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
</context>
</TS>
