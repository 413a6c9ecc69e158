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
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Take Back</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Resign</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Offer &amp;Draw</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Black to move</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Draw offer</translation>
    </message>
    <message>
        <source>%1 offers a draw. Accept?</source>
        <translation>%1 offers a draw. Accept?</translation>
    </message>
    <message>
        <source>1–0: White wins</source>
        <translation>1–0: White wins</translation>
    </message>
    <message>
        <source>0–1: Black wins</source>
        <translation>0–1: Black wins</translation>
    </message>
    <message>
        <source>½–½: Draw</source>
        <translation>½–½: Draw</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>checkmate</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>stalemate</translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation>fivefold repetition</translation>
    </message>
    <message>
        <source>75 moves without a capture or pawn move</source>
        <translation>75 moves without a capture or pawn move</translation>
    </message>
    <message>
        <source>neither side can mate</source>
        <translation>neither side can mate</translation>
    </message>
    <message>
        <source>time ran out, but the opponent cannot mate</source>
        <translation>time ran out, but the opponent cannot mate</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>time ran out</translation>
    </message>
    <message>
        <source>bare king</source>
        <translation>bare king</translation>
    </message>
    <message>
        <source>king exposed when the setups were revealed</source>
        <translation>king exposed when the setups were revealed</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>resignation</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>agreed</translation>
    </message>
</context>
</TS>
