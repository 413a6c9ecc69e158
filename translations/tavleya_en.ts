<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>tavleya::MainWindow</name>
    <message>
        <source>Tavleya</source>
        <translation>Tavleya</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;New Game</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Flip Board</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About Tavleya</source>
        <translation>&amp;About Tavleya</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>White to move</translation>
    </message>
    <message>
        <source>About Tavleya</source>
        <translation>About Tavleya</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Tavleya&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Chess and its variants, including Tavreli, for two players at one board.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tavleya&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Chess and its variants, including Tavreli, for two players at one board.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
