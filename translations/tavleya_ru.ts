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
</context>
</TS>
