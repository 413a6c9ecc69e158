<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BoardTheme</name>
    <message>
        <source>Walnut</source>
        <translation>Walnut</translation>
    </message>
    <message>
        <source>Meadow</source>
        <translation>Meadow</translation>
    </message>
    <message>
        <source>Slate</source>
        <translation>Slate</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Marble</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>High contrast</translation>
    </message>
    <message>
        <source>For colour-blind players</source>
        <translation>For colour-blind players</translation>
    </message>
</context>
<context>
    <name>FileSuggestions</name>
    <message>
        <source>game</source>
        <translation>game</translation>
    </message>
    <message>
        <source>PGN files (*.pgn *.pgn.gz *.pgn.bz2 *.pgn.xz *.pgn.zst *.PGN)</source>
        <translation>PGN files (*.pgn *.pgn.gz *.pgn.bz2 *.pgn.xz *.pgn.zst *.PGN)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
</context>
<context>
    <name>ListedDuplicates</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
</context>
<context>
    <name>MistakeBook</name>
    <message>
        <source>The mistakes cannot be kept in %1: %2</source>
        <translation>The mistakes cannot be kept in %1: %2</translation>
    </message>
</context>
<context>
    <name>PieceSet</name>
    <message>
        <source>Tavleya</source>
        <translation>Tavleya</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classic</translation>
    </message>
    <message>
        <source>Classic, readable from both sides</source>
        <translation>Classic, readable from both sides</translation>
    </message>
</context>
<context>
    <name>PuzzleRecordsFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 cannot be read: %2</translation>
    </message>
    <message>
        <source>The puzzle record of %1 could not be read (%2); it is kept as %3.</source>
        <translation>The puzzle record of %1 could not be read (%2); it is kept as %3.</translation>
    </message>
    <message>
        <source>The puzzle record cannot be saved to %1: %2</source>
        <translation>The puzzle record cannot be saved to %1: %2</translation>
    </message>
</context>
<context>
    <name>PuzzleTheme</name>
    <message>
        <source>Advanced pawn</source>
        <translation>Advanced pawn</translation>
    </message>
    <message>
        <source>Advantage</source>
        <translation>Advantage</translation>
    </message>
    <message>
        <source>Anastasia&apos;s mate</source>
        <translation>Anastasia&apos;s mate</translation>
    </message>
    <message>
        <source>Arabian mate</source>
        <translation>Arabian mate</translation>
    </message>
    <message>
        <source>Attacking f2 or f7</source>
        <translation>Attacking f2 or f7</translation>
    </message>
    <message>
        <source>Attraction</source>
        <translation>Attraction</translation>
    </message>
    <message>
        <source>Back rank mate</source>
        <translation>Back rank mate</translation>
    </message>
    <message>
        <source>Bare king</source>
        <translation>Bare king</translation>
    </message>
    <message>
        <source>Bishop endgame</source>
        <translation>Bishop endgame</translation>
    </message>
    <message>
        <source>Boden&apos;s mate</source>
        <translation>Boden&apos;s mate</translation>
    </message>
    <message>
        <source>Capture the defender</source>
        <translation>Capture the defender</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Castling</translation>
    </message>
    <message>
        <source>Clearance</source>
        <translation>Clearance</translation>
    </message>
    <message>
        <source>Crushing</source>
        <translation>Crushing</translation>
    </message>
    <message>
        <source>Defensive move</source>
        <translation>Defensive move</translation>
    </message>
    <message>
        <source>Deflection</source>
        <translation>Deflection</translation>
    </message>
    <message>
        <source>Discovered attack</source>
        <translation>Discovered attack</translation>
    </message>
    <message>
        <source>Double bishop mate</source>
        <translation>Double bishop mate</translation>
    </message>
    <message>
        <source>Double check</source>
        <translation>Double check</translation>
    </message>
    <message>
        <source>Dovetail mate</source>
        <translation>Dovetail mate</translation>
    </message>
    <message>
        <source>Mate by a drop</source>
        <translation>Mate by a drop</translation>
    </message>
    <message>
        <source>En passant</source>
        <translation>En passant</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Endgame</translation>
    </message>
    <message>
        <source>Equality</source>
        <translation>Equality</translation>
    </message>
    <message>
        <source>Exposed king</source>
        <translation>Exposed king</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>Fork</translation>
    </message>
    <message>
        <source>Hanging piece</source>
        <translation>Hanging piece</translation>
    </message>
    <message>
        <source>Hook mate</source>
        <translation>Hook mate</translation>
    </message>
    <message>
        <source>Interference</source>
        <translation>Interference</translation>
    </message>
    <message>
        <source>Intermezzo</source>
        <translation>Intermezzo</translation>
    </message>
    <message>
        <source>Kingside attack</source>
        <translation>Kingside attack</translation>
    </message>
    <message>
        <source>Knight endgame</source>
        <translation>Knight endgame</translation>
    </message>
    <message>
        <source>Long puzzle</source>
        <translation>Long puzzle</translation>
    </message>
    <message>
        <source>Master games</source>
        <translation>Master games</translation>
    </message>
    <message>
        <source>Master vs master games</source>
        <translation>Master vs master games</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Checkmate</translation>
    </message>
    <message>
        <source>Middlegame</source>
        <translation>Middlegame</translation>
    </message>
    <message>
        <source>One move</source>
        <translation>One move</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
    <message>
        <source>Pawn endgame</source>
        <translation>Pawn endgame</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Pin</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Promotion</translation>
    </message>
    <message>
        <source>Queen endgame</source>
        <translation>Queen endgame</translation>
    </message>
    <message>
        <source>Queen and rook endgame</source>
        <translation>Queen and rook endgame</translation>
    </message>
    <message>
        <source>Queenside attack</source>
        <translation>Queenside attack</translation>
    </message>
    <message>
        <source>Quiet move</source>
        <translation>Quiet move</translation>
    </message>
    <message>
        <source>Rook endgame</source>
        <translation>Rook endgame</translation>
    </message>
    <message>
        <source>Sacrifice</source>
        <translation>Sacrifice</translation>
    </message>
    <message>
        <source>Short puzzle</source>
        <translation>Short puzzle</translation>
    </message>
    <message>
        <source>Skewer</source>
        <translation>Skewer</translation>
    </message>
    <message>
        <source>Smothered mate</source>
        <translation>Smothered mate</translation>
    </message>
    <message>
        <source>Super GM games</source>
        <translation>Super GM games</translation>
    </message>
    <message>
        <source>Tower split</source>
        <translation>Tower split</translation>
    </message>
    <message>
        <source>Trapped piece</source>
        <translation>Trapped piece</translation>
    </message>
    <message>
        <source>Underpromotion</source>
        <translation>Underpromotion</translation>
    </message>
    <message>
        <source>Very long puzzle</source>
        <translation>Very long puzzle</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Win</translation>
    </message>
    <message>
        <source>X-ray attack</source>
        <translation>X-ray attack</translation>
    </message>
    <message>
        <source>Zugzwang</source>
        <translation>Zugzwang</translation>
    </message>
    <message>
        <source>Mate in %1</source>
        <translation>Mate in %1</translation>
    </message>
    <message>
        <source>Mate to a royal piece</source>
        <translation>Mate to a royal piece</translation>
    </message>
    <message>
        <source>Taking a tower prisoner</source>
        <translation>Taking a tower prisoner</translation>
    </message>
    <message>
        <source>A capture that transforms</source>
        <translation>A capture that transforms</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>no such piece left in the reserve</source>
        <translation>no such piece left in the reserve</translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <translation>Square %1 is not empty</translation>
    </message>
    <message>
        <source>%1 is not on your half of the board</source>
        <translation>Square %1 is not on your half of the board</translation>
    </message>
    <message>
        <source>a pawn may not be placed on your first rank</source>
        <translation>a pawn may not be placed on your first rank</translation>
    </message>
    <message>
        <source>the second bishop must stand on the other colour than the first</source>
        <translation>the second bishop must stand on the other colour than the first</translation>
    </message>
    <message>
        <source>place at least one piece</source>
        <translation>place at least one piece</translation>
    </message>
    <message>
        <source>the king must be placed in the first turn</source>
        <translation>the king must be placed in the first turn</translation>
    </message>
    <message>
        <source>after this turn your king would be in check</source>
        <translation>after this turn your king would be in check</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: castling is not possible now (move %2, White to move)</source>
        <translation>illegal move &apos;%1&apos;: castling is not possible now (move %2, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: that piece cannot be dropped there (move %2, White to move)</source>
        <translation>illegal move &apos;%1&apos;: that piece cannot be dropped there (move %2, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white piece stands on %2 (move %3, White to move)</source>
        <translation>illegal move &apos;%1&apos;: no white piece stands on %2 (move %3, White to move)</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; does not say what the pawn promotes to (move %2, White to move)</source>
        <translation>move &apos;%1&apos; does not say what the pawn promotes to (move %2, White to move)</translation>
    </message>
    <message>
        <source>ambiguous move &apos;%1&apos;: could be %2 (move %3, White to move)</source>
        <translation>ambiguous move &apos;%1&apos;: could be %2 (move %3, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the pawn on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>illegal move &apos;%1&apos;: the pawn on %2 cannot move to %3 (move %4, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white pawn (move %2, White to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no white pawn (move %2, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white pawn can move to %2 (move %3, White to move)</source>
        <translation>illegal move &apos;%1&apos;: no white pawn can move to %2 (move %3, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the knight on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>illegal move &apos;%1&apos;: the knight on %2 cannot move to %3 (move %4, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white knight (move %2, White to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no white knight (move %2, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white knight can move to %2 (move %3, White to move)</source>
        <translation>illegal move &apos;%1&apos;: no white knight can move to %2 (move %3, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the bishop on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>illegal move &apos;%1&apos;: the bishop on %2 cannot move to %3 (move %4, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white bishop (move %2, White to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no white bishop (move %2, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white bishop can move to %2 (move %3, White to move)</source>
        <translation>illegal move &apos;%1&apos;: no white bishop can move to %2 (move %3, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the rook on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>illegal move &apos;%1&apos;: the rook on %2 cannot move to %3 (move %4, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white rook (move %2, White to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no white rook (move %2, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white rook can move to %2 (move %3, White to move)</source>
        <translation>illegal move &apos;%1&apos;: no white rook can move to %2 (move %3, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the queen on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>illegal move &apos;%1&apos;: the queen on %2 cannot move to %3 (move %4, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white queen (move %2, White to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no white queen (move %2, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white queen can move to %2 (move %3, White to move)</source>
        <translation>illegal move &apos;%1&apos;: no white queen can move to %2 (move %3, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the king on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>illegal move &apos;%1&apos;: the king on %2 cannot move to %3 (move %4, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white king (move %2, White to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no white king (move %2, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white king can move to %2 (move %3, White to move)</source>
        <translation>illegal move &apos;%1&apos;: no white king can move to %2 (move %3, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the fers on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>illegal move &apos;%1&apos;: the fers on %2 cannot move to %3 (move %4, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white fers (move %2, White to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no white fers (move %2, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white fers can move to %2 (move %3, White to move)</source>
        <translation>illegal move &apos;%1&apos;: no white fers can move to %2 (move %3, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the alfil on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>illegal move &apos;%1&apos;: the alfil on %2 cannot move to %3 (move %4, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white alfil (move %2, White to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no white alfil (move %2, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white alfil can move to %2 (move %3, White to move)</source>
        <translation>illegal move &apos;%1&apos;: no white alfil can move to %2 (move %3, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the helgi on %2 cannot move to %3 (move %4, White to move)</source>
        <translation>illegal move &apos;%1&apos;: the helgi on %2 cannot move to %3 (move %4, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no white helgi (move %2, White to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no white helgi (move %2, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no white helgi can move to %2 (move %3, White to move)</source>
        <translation>illegal move &apos;%1&apos;: no white helgi can move to %2 (move %3, White to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: castling is not possible now (move %2, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: castling is not possible now (move %2, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: that piece cannot be dropped there (move %2, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: that piece cannot be dropped there (move %2, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black piece stands on %2 (move %3, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: no black piece stands on %2 (move %3, Black to move)</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; does not say what the pawn promotes to (move %2, Black to move)</source>
        <translation>move &apos;%1&apos; does not say what the pawn promotes to (move %2, Black to move)</translation>
    </message>
    <message>
        <source>ambiguous move &apos;%1&apos;: could be %2 (move %3, Black to move)</source>
        <translation>ambiguous move &apos;%1&apos;: could be %2 (move %3, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the pawn on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: the pawn on %2 cannot move to %3 (move %4, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black pawn (move %2, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no black pawn (move %2, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black pawn can move to %2 (move %3, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: no black pawn can move to %2 (move %3, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the knight on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: the knight on %2 cannot move to %3 (move %4, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black knight (move %2, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no black knight (move %2, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black knight can move to %2 (move %3, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: no black knight can move to %2 (move %3, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the bishop on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: the bishop on %2 cannot move to %3 (move %4, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black bishop (move %2, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no black bishop (move %2, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black bishop can move to %2 (move %3, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: no black bishop can move to %2 (move %3, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the rook on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: the rook on %2 cannot move to %3 (move %4, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black rook (move %2, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no black rook (move %2, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black rook can move to %2 (move %3, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: no black rook can move to %2 (move %3, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the queen on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: the queen on %2 cannot move to %3 (move %4, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black queen (move %2, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no black queen (move %2, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black queen can move to %2 (move %3, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: no black queen can move to %2 (move %3, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the king on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: the king on %2 cannot move to %3 (move %4, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black king (move %2, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no black king (move %2, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black king can move to %2 (move %3, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: no black king can move to %2 (move %3, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the fers on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: the fers on %2 cannot move to %3 (move %4, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black fers (move %2, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no black fers (move %2, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black fers can move to %2 (move %3, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: no black fers can move to %2 (move %3, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the alfil on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: the alfil on %2 cannot move to %3 (move %4, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black alfil (move %2, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no black alfil (move %2, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black alfil can move to %2 (move %3, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: no black alfil can move to %2 (move %3, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: the helgi on %2 cannot move to %3 (move %4, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: the helgi on %2 cannot move to %3 (move %4, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: there is no black helgi (move %2, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: there is no black helgi (move %2, Black to move)</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: no black helgi can move to %2 (move %3, Black to move)</source>
        <translation>illegal move &apos;%1&apos;: no black helgi can move to %2 (move %3, Black to move)</translation>
    </message>
    <message>
        <source>empty move text</source>
        <translation>empty move text</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos; as a move</source>
        <translation>cannot read &apos;%1&apos; as a move</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: %2 pieces &apos;%3&apos; on the board and in the pockets; captures could put them all in one pocket, which holds %4</source>
        <translation>FEN field 1 (piece placement), column %1: %2 pieces &apos;%3&apos; on the board and in the pockets; captures could put them all in one pocket, which holds %4</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: this variant has no pockets</source>
        <translation>FEN field 1 (piece placement), column %1: this variant has no pockets</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: pocket has no closing &apos;]&apos;</source>
        <translation>FEN field 1 (piece placement), column %1: pocket has no closing &apos;]&apos;</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: rank %2 has %3 squares, not 8</source>
        <translation>FEN field 1 (piece placement), column %1: rank %2 has %3 squares, not 8</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: more than 8 ranks</source>
        <translation>FEN field 1 (piece placement), column %1: more than 8 ranks</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: rank %2 has more than 8 squares</source>
        <translation>FEN field 1 (piece placement), column %1: rank %2 has more than 8 squares</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: unexpected &apos;!&apos;</source>
        <translation>FEN field 1 (piece placement), column %1: unexpected &apos;!&apos;</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: unexpected &apos;~&apos;</source>
        <translation>FEN field 1 (piece placement), column %1: unexpected &apos;~&apos;</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: unknown piece letter &apos;%2&apos;</source>
        <translation>FEN field 1 (piece placement), column %1: unknown piece letter &apos;%2&apos;</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: only %2 ranks, not 8</source>
        <translation>FEN field 1 (piece placement), column %1: only %2 ranks, not 8</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: no such piece in a pocket: &apos;%2&apos;</source>
        <translation>FEN field 1 (piece placement), column %1: no such piece in a pocket: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: more than 16 of one piece in a pocket: &apos;%2&apos;</source>
        <translation>FEN field 1 (piece placement), column %1: more than 16 of one piece in a pocket: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>FEN field 2 (side to move), column %1: &apos;%2&apos; is neither &apos;w&apos; nor &apos;b&apos;</source>
        <translation>FEN field 2 (side to move), column %1: &apos;%2&apos; is neither &apos;w&apos; nor &apos;b&apos;</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: this variant has no castling; expected &apos;-&apos;</source>
        <translation>FEN field 3 (castling), column %1: this variant has no castling; expected &apos;-&apos;</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: &apos;%2&apos; but White has no king on its back rank</source>
        <translation>FEN field 3 (castling), column %1: &apos;%2&apos; but White has no king on its back rank</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: &apos;%2&apos; but Black has no king on its back rank</source>
        <translation>FEN field 3 (castling), column %1: &apos;%2&apos; but Black has no king on its back rank</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: unknown castling letter &apos;%2&apos;</source>
        <translation>FEN field 3 (castling), column %1: unknown castling letter &apos;%2&apos;</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: &apos;%2&apos; but White has no rook to castle with there</source>
        <translation>FEN field 3 (castling), column %1: &apos;%2&apos; but White has no rook to castle with there</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: &apos;%2&apos; but Black has no rook to castle with there</source>
        <translation>FEN field 3 (castling), column %1: &apos;%2&apos; but Black has no rook to castle with there</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: &apos;%2&apos; needs the king on %3 and the rook in the corner</source>
        <translation>FEN field 3 (castling), column %1: &apos;%2&apos; needs the king on %3 and the rook in the corner</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: &apos;%2&apos; repeats a castling right already given</source>
        <translation>FEN field 3 (castling), column %1: &apos;%2&apos; repeats a castling right already given</translation>
    </message>
    <message>
        <source>FEN field 4 (en passant), column %1: &apos;%2&apos; is not a square</source>
        <translation>FEN field 4 (en passant), column %1: &apos;%2&apos; is not a square</translation>
    </message>
    <message>
        <source>FEN field 4 (en passant), column %1: %2 is not on rank %3, where a double step by White passes</source>
        <translation>FEN field 4 (en passant), column %1: %2 is not on rank %3, where a double step by White passes</translation>
    </message>
    <message>
        <source>FEN field 4 (en passant), column %1: %2 is not on rank %3, where a double step by Black passes</source>
        <translation>FEN field 4 (en passant), column %1: %2 is not on rank %3, where a double step by Black passes</translation>
    </message>
    <message>
        <source>FEN field 4 (en passant), column %1: %2 does not follow a double pawn step to %3</source>
        <translation>FEN field 4 (en passant), column %1: %2 does not follow a double pawn step to %3</translation>
    </message>
    <message>
        <source>FEN field 5 (halfmove clock), column %1: &apos;%2&apos; is not a number</source>
        <translation>FEN field 5 (halfmove clock), column %1: &apos;%2&apos; is not a number</translation>
    </message>
    <message>
        <source>FEN field 6 (fullmove number), column %1: &apos;%2&apos; is not a number</source>
        <translation>FEN field 6 (fullmove number), column %1: &apos;%2&apos; is not a number</translation>
    </message>
    <message>
        <source>FEN field 5 (halfmove clock), column %1: &apos;%2&apos; is larger than %3</source>
        <translation>FEN field 5 (halfmove clock), column %1: &apos;%2&apos; is larger than %3</translation>
    </message>
    <message>
        <source>FEN field 6 (fullmove number), column %1: &apos;%2&apos; is larger than %3</source>
        <translation>FEN field 6 (fullmove number), column %1: &apos;%2&apos; is larger than %3</translation>
    </message>
    <message>
        <source>FEN has %1 fields; expected 6 (or 4 without the move counters)</source>
        <translation>FEN has %1 fields; expected 6 (or 4 without the move counters)</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column 1: White has %1 royal pieces; exactly one is needed</source>
        <translation>FEN field 1 (piece placement), column 1: White has %1 royal pieces; exactly one is needed</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column 1: Black has %1 royal pieces; exactly one is needed</source>
        <translation>FEN field 1 (piece placement), column 1: Black has %1 royal pieces; exactly one is needed</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column 1: White has %1 kings; exactly one is needed</source>
        <translation>FEN field 1 (piece placement), column 1: White has %1 kings; exactly one is needed</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column 1: Black has %1 kings; exactly one is needed</source>
        <translation>FEN field 1 (piece placement), column 1: Black has %1 kings; exactly one is needed</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column 1: a pawn stands on %1, on the first or last rank</source>
        <translation>FEN field 1 (piece placement), column 1: a pawn stands on %1, on the first or last rank</translation>
    </message>
    <message>
        <source>FEN: the side not to move (Black) is in check</source>
        <translation>FEN: the side not to move (Black) is in check</translation>
    </message>
    <message>
        <source>FEN: the side not to move (White) is in check</source>
        <translation>FEN: the side not to move (White) is in check</translation>
    </message>
    <message>
        <source>White&apos;s setup places a king off the board</source>
        <translation>White&apos;s setup places a king off the board</translation>
    </message>
    <message>
        <source>White&apos;s king on %1 is outside White&apos;s ranks 1-4</source>
        <translation>White&apos;s king on %1 is outside White&apos;s ranks 1-4</translation>
    </message>
    <message>
        <source>White&apos;s setup places a queen off the board</source>
        <translation>White&apos;s setup places a queen off the board</translation>
    </message>
    <message>
        <source>White&apos;s queen on %1 is outside White&apos;s ranks 1-4</source>
        <translation>White&apos;s queen on %1 is outside White&apos;s ranks 1-4</translation>
    </message>
    <message>
        <source>White&apos;s setup places a rook off the board</source>
        <translation>White&apos;s setup places a rook off the board</translation>
    </message>
    <message>
        <source>White&apos;s rook on %1 is outside White&apos;s ranks 1-4</source>
        <translation>White&apos;s rook on %1 is outside White&apos;s ranks 1-4</translation>
    </message>
    <message>
        <source>White&apos;s setup places a bishop off the board</source>
        <translation>White&apos;s setup places a bishop off the board</translation>
    </message>
    <message>
        <source>White&apos;s bishop on %1 is outside White&apos;s ranks 1-4</source>
        <translation>White&apos;s bishop on %1 is outside White&apos;s ranks 1-4</translation>
    </message>
    <message>
        <source>White&apos;s setup places a knight off the board</source>
        <translation>White&apos;s setup places a knight off the board</translation>
    </message>
    <message>
        <source>White&apos;s knight on %1 is outside White&apos;s ranks 1-4</source>
        <translation>White&apos;s knight on %1 is outside White&apos;s ranks 1-4</translation>
    </message>
    <message>
        <source>White&apos;s setup places a pawn off the board</source>
        <translation>White&apos;s setup places a pawn off the board</translation>
    </message>
    <message>
        <source>White&apos;s pawn on %1 is outside White&apos;s ranks 1-4</source>
        <translation>White&apos;s pawn on %1 is outside White&apos;s ranks 1-4</translation>
    </message>
    <message>
        <source>White&apos;s setup places a piece off the board</source>
        <translation>White&apos;s setup places a piece off the board</translation>
    </message>
    <message>
        <source>White&apos;s piece on %1 is outside White&apos;s ranks 1-4</source>
        <translation>White&apos;s piece on %1 is outside White&apos;s ranks 1-4</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks 1 king (an army has 1 king)</source>
        <translation>White&apos;s setup lacks 1 king (an army has 1 king)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks %1 kings (an army has 1 king)</source>
        <translation>White&apos;s setup lacks %1 kings (an army has 1 king)</translation>
    </message>
    <message>
        <source>White&apos;s setup has 1 king too many (an army has 1 king)</source>
        <translation>White&apos;s setup has 1 king too many (an army has 1 king)</translation>
    </message>
    <message>
        <source>White&apos;s setup has %1 kings too many (an army has 1 king)</source>
        <translation>White&apos;s setup has %1 kings too many (an army has 1 king)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks 1 queen (an army has 1 queen)</source>
        <translation>White&apos;s setup lacks 1 queen (an army has 1 queen)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks %1 queens (an army has 1 queen)</source>
        <translation>White&apos;s setup lacks %1 queens (an army has 1 queen)</translation>
    </message>
    <message>
        <source>White&apos;s setup has 1 queen too many (an army has 1 queen)</source>
        <translation>White&apos;s setup has 1 queen too many (an army has 1 queen)</translation>
    </message>
    <message>
        <source>White&apos;s setup has %1 queens too many (an army has 1 queen)</source>
        <translation>White&apos;s setup has %1 queens too many (an army has 1 queen)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks 1 rook (an army has 2 rooks)</source>
        <translation>White&apos;s setup lacks 1 rook (an army has 2 rooks)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks %1 rooks (an army has 2 rooks)</source>
        <translation>White&apos;s setup lacks %1 rooks (an army has 2 rooks)</translation>
    </message>
    <message>
        <source>White&apos;s setup has 1 rook too many (an army has 2 rooks)</source>
        <translation>White&apos;s setup has 1 rook too many (an army has 2 rooks)</translation>
    </message>
    <message>
        <source>White&apos;s setup has %1 rooks too many (an army has 2 rooks)</source>
        <translation>White&apos;s setup has %1 rooks too many (an army has 2 rooks)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks 1 bishop (an army has 2 bishops)</source>
        <translation>White&apos;s setup lacks 1 bishop (an army has 2 bishops)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks %1 bishops (an army has 2 bishops)</source>
        <translation>White&apos;s setup lacks %1 bishops (an army has 2 bishops)</translation>
    </message>
    <message>
        <source>White&apos;s setup has 1 bishop too many (an army has 2 bishops)</source>
        <translation>White&apos;s setup has 1 bishop too many (an army has 2 bishops)</translation>
    </message>
    <message>
        <source>White&apos;s setup has %1 bishops too many (an army has 2 bishops)</source>
        <translation>White&apos;s setup has %1 bishops too many (an army has 2 bishops)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks 1 knight (an army has 2 knights)</source>
        <translation>White&apos;s setup lacks 1 knight (an army has 2 knights)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks %1 knights (an army has 2 knights)</source>
        <translation>White&apos;s setup lacks %1 knights (an army has 2 knights)</translation>
    </message>
    <message>
        <source>White&apos;s setup has 1 knight too many (an army has 2 knights)</source>
        <translation>White&apos;s setup has 1 knight too many (an army has 2 knights)</translation>
    </message>
    <message>
        <source>White&apos;s setup has %1 knights too many (an army has 2 knights)</source>
        <translation>White&apos;s setup has %1 knights too many (an army has 2 knights)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks 1 pawn (an army has 8 pawns)</source>
        <translation>White&apos;s setup lacks 1 pawn (an army has 8 pawns)</translation>
    </message>
    <message>
        <source>White&apos;s setup lacks %1 pawns (an army has 8 pawns)</source>
        <translation>White&apos;s setup lacks %1 pawns (an army has 8 pawns)</translation>
    </message>
    <message>
        <source>White&apos;s setup has 1 pawn too many (an army has 8 pawns)</source>
        <translation>White&apos;s setup has 1 pawn too many (an army has 8 pawns)</translation>
    </message>
    <message>
        <source>White&apos;s setup has %1 pawns too many (an army has 8 pawns)</source>
        <translation>White&apos;s setup has %1 pawns too many (an army has 8 pawns)</translation>
    </message>
    <message>
        <source>White&apos;s setup has two pieces on %1</source>
        <translation>White&apos;s setup has two pieces on %1</translation>
    </message>
    <message>
        <source>White&apos;s setup has a piece no army has</source>
        <translation>White&apos;s setup has a piece no army has</translation>
    </message>
    <message>
        <source>Black&apos;s setup places a king off the board</source>
        <translation>Black&apos;s setup places a king off the board</translation>
    </message>
    <message>
        <source>Black&apos;s king on %1 is outside Black&apos;s ranks 5-8</source>
        <translation>Black&apos;s king on %1 is outside Black&apos;s ranks 5-8</translation>
    </message>
    <message>
        <source>Black&apos;s setup places a queen off the board</source>
        <translation>Black&apos;s setup places a queen off the board</translation>
    </message>
    <message>
        <source>Black&apos;s queen on %1 is outside Black&apos;s ranks 5-8</source>
        <translation>Black&apos;s queen on %1 is outside Black&apos;s ranks 5-8</translation>
    </message>
    <message>
        <source>Black&apos;s setup places a rook off the board</source>
        <translation>Black&apos;s setup places a rook off the board</translation>
    </message>
    <message>
        <source>Black&apos;s rook on %1 is outside Black&apos;s ranks 5-8</source>
        <translation>Black&apos;s rook on %1 is outside Black&apos;s ranks 5-8</translation>
    </message>
    <message>
        <source>Black&apos;s setup places a bishop off the board</source>
        <translation>Black&apos;s setup places a bishop off the board</translation>
    </message>
    <message>
        <source>Black&apos;s bishop on %1 is outside Black&apos;s ranks 5-8</source>
        <translation>Black&apos;s bishop on %1 is outside Black&apos;s ranks 5-8</translation>
    </message>
    <message>
        <source>Black&apos;s setup places a knight off the board</source>
        <translation>Black&apos;s setup places a knight off the board</translation>
    </message>
    <message>
        <source>Black&apos;s knight on %1 is outside Black&apos;s ranks 5-8</source>
        <translation>Black&apos;s knight on %1 is outside Black&apos;s ranks 5-8</translation>
    </message>
    <message>
        <source>Black&apos;s setup places a pawn off the board</source>
        <translation>Black&apos;s setup places a pawn off the board</translation>
    </message>
    <message>
        <source>Black&apos;s pawn on %1 is outside Black&apos;s ranks 5-8</source>
        <translation>Black&apos;s pawn on %1 is outside Black&apos;s ranks 5-8</translation>
    </message>
    <message>
        <source>Black&apos;s setup places a piece off the board</source>
        <translation>Black&apos;s setup places a piece off the board</translation>
    </message>
    <message>
        <source>Black&apos;s piece on %1 is outside Black&apos;s ranks 5-8</source>
        <translation>Black&apos;s piece on %1 is outside Black&apos;s ranks 5-8</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks 1 king (an army has 1 king)</source>
        <translation>Black&apos;s setup lacks 1 king (an army has 1 king)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks %1 kings (an army has 1 king)</source>
        <translation>Black&apos;s setup lacks %1 kings (an army has 1 king)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has 1 king too many (an army has 1 king)</source>
        <translation>Black&apos;s setup has 1 king too many (an army has 1 king)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has %1 kings too many (an army has 1 king)</source>
        <translation>Black&apos;s setup has %1 kings too many (an army has 1 king)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks 1 queen (an army has 1 queen)</source>
        <translation>Black&apos;s setup lacks 1 queen (an army has 1 queen)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks %1 queens (an army has 1 queen)</source>
        <translation>Black&apos;s setup lacks %1 queens (an army has 1 queen)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has 1 queen too many (an army has 1 queen)</source>
        <translation>Black&apos;s setup has 1 queen too many (an army has 1 queen)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has %1 queens too many (an army has 1 queen)</source>
        <translation>Black&apos;s setup has %1 queens too many (an army has 1 queen)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks 1 rook (an army has 2 rooks)</source>
        <translation>Black&apos;s setup lacks 1 rook (an army has 2 rooks)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks %1 rooks (an army has 2 rooks)</source>
        <translation>Black&apos;s setup lacks %1 rooks (an army has 2 rooks)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has 1 rook too many (an army has 2 rooks)</source>
        <translation>Black&apos;s setup has 1 rook too many (an army has 2 rooks)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has %1 rooks too many (an army has 2 rooks)</source>
        <translation>Black&apos;s setup has %1 rooks too many (an army has 2 rooks)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks 1 bishop (an army has 2 bishops)</source>
        <translation>Black&apos;s setup lacks 1 bishop (an army has 2 bishops)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks %1 bishops (an army has 2 bishops)</source>
        <translation>Black&apos;s setup lacks %1 bishops (an army has 2 bishops)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has 1 bishop too many (an army has 2 bishops)</source>
        <translation>Black&apos;s setup has 1 bishop too many (an army has 2 bishops)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has %1 bishops too many (an army has 2 bishops)</source>
        <translation>Black&apos;s setup has %1 bishops too many (an army has 2 bishops)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks 1 knight (an army has 2 knights)</source>
        <translation>Black&apos;s setup lacks 1 knight (an army has 2 knights)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks %1 knights (an army has 2 knights)</source>
        <translation>Black&apos;s setup lacks %1 knights (an army has 2 knights)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has 1 knight too many (an army has 2 knights)</source>
        <translation>Black&apos;s setup has 1 knight too many (an army has 2 knights)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has %1 knights too many (an army has 2 knights)</source>
        <translation>Black&apos;s setup has %1 knights too many (an army has 2 knights)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks 1 pawn (an army has 8 pawns)</source>
        <translation>Black&apos;s setup lacks 1 pawn (an army has 8 pawns)</translation>
    </message>
    <message>
        <source>Black&apos;s setup lacks %1 pawns (an army has 8 pawns)</source>
        <translation>Black&apos;s setup lacks %1 pawns (an army has 8 pawns)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has 1 pawn too many (an army has 8 pawns)</source>
        <translation>Black&apos;s setup has 1 pawn too many (an army has 8 pawns)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has %1 pawns too many (an army has 8 pawns)</source>
        <translation>Black&apos;s setup has %1 pawns too many (an army has 8 pawns)</translation>
    </message>
    <message>
        <source>Black&apos;s setup has two pieces on %1</source>
        <translation>Black&apos;s setup has two pieces on %1</translation>
    </message>
    <message>
        <source>Black&apos;s setup has a piece no army has</source>
        <translation>Black&apos;s setup has a piece no army has</translation>
    </message>
    <message>
        <source>TFEN has %1 fields; expected 7</source>
        <translation>TFEN has %1 fields; expected 7</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: rank %2 does not have 8 squares</source>
        <translation>TFEN field 1 (board), column %1: rank %2 does not have 8 squares</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: more than 8 ranks</source>
        <translation>TFEN field 1 (board), column %1: more than 8 ranks</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: rank %2 has more than 8 squares</source>
        <translation>TFEN field 1 (board), column %1: rank %2 has more than 8 squares</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: unknown piece letter &apos;%2&apos;</source>
        <translation>TFEN field 1 (board), column %1: unknown piece letter &apos;%2&apos;</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: a ratnik&apos;s identity must be Q, R, B, N or H</source>
        <translation>TFEN field 1 (board), column %1: a ratnik&apos;s identity must be Q, R, B, N or H</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: a volkhv cannot be a promoted ratnik</source>
        <translation>TFEN field 1 (board), column %1: a volkhv cannot be a promoted ratnik</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: a volkhv must be the top of its tower</source>
        <translation>TFEN field 1 (board), column %1: a volkhv must be the top of its tower</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: White has more than 16 pieces</source>
        <translation>TFEN field 1 (board), column %1: White has more than 16 pieces</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: Black has more than 16 pieces</source>
        <translation>TFEN field 1 (board), column %1: Black has more than 16 pieces</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: a tower has no closing &apos;)&apos;</source>
        <translation>TFEN field 1 (board), column %1: a tower has no closing &apos;)&apos;</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: a tower needs at least two pieces</source>
        <translation>TFEN field 1 (board), column %1: a tower needs at least two pieces</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: the board does not have 8 ranks of 8 squares</source>
        <translation>TFEN field 1 (board), column %1: the board does not have 8 ranks of 8 squares</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: White needs exactly one volkhv on top of a square</source>
        <translation>TFEN field 1 (board), column %1: White needs exactly one volkhv on top of a square</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: Black needs exactly one volkhv on top of a square</source>
        <translation>TFEN field 1 (board), column %1: Black needs exactly one volkhv on top of a square</translation>
    </message>
    <message>
        <source>TFEN field 1 (board), column %1: the ratnik on %2 tops a square on its last rank and should have promoted</source>
        <translation>TFEN field 1 (board), column %1: the ratnik on %2 tops a square on its last rank and should have promoted</translation>
    </message>
    <message>
        <source>TFEN field 2 (side to move), column %1: &apos;%2&apos; is neither &apos;w&apos; nor &apos;b&apos;</source>
        <translation>TFEN field 2 (side to move), column %1: &apos;%2&apos; is neither &apos;w&apos; nor &apos;b&apos;</translation>
    </message>
    <message>
        <source>TFEN field 3 (castling), column %1: castling must be an ordered subset of KQkq</source>
        <translation>TFEN field 3 (castling), column %1: castling must be an ordered subset of KQkq</translation>
    </message>
    <message>
        <source>TFEN field 3 (castling), column %1: &apos;%2&apos; needs the volkhv alone on its square and the ratoborets at the bottom of its corner</source>
        <translation>TFEN field 3 (castling), column %1: &apos;%2&apos; needs the volkhv alone on its square and the ratoborets at the bottom of its corner</translation>
    </message>
    <message>
        <source>TFEN field 4 (en passant), column %1: &apos;%2&apos; does not follow a double step</source>
        <translation>TFEN field 4 (en passant), column %1: &apos;%2&apos; does not follow a double step</translation>
    </message>
    <message>
        <source>TFEN field 5 (double steps), column %1: expected &apos;&lt;files&gt;/&lt;files&gt;&apos; or &apos;-&apos;</source>
        <translation>TFEN field 5 (double steps), column %1: expected &apos;&lt;files&gt;/&lt;files&gt;&apos; or &apos;-&apos;</translation>
    </message>
    <message>
        <source>TFEN field 5 (double steps), column %1: &apos;%2&apos; has no unmoved ratnik at the bottom of %3</source>
        <translation>TFEN field 5 (double steps), column %1: &apos;%2&apos; has no unmoved ratnik at the bottom of %3</translation>
    </message>
    <message>
        <source>TFEN field 6 (halfmove clock), column %1: &apos;%2&apos; is not a number</source>
        <translation>TFEN field 6 (halfmove clock), column %1: &apos;%2&apos; is not a number</translation>
    </message>
    <message>
        <source>TFEN field 7 (fullmove number), column %1: &apos;%2&apos; is not a number</source>
        <translation>TFEN field 7 (fullmove number), column %1: &apos;%2&apos; is not a number</translation>
    </message>
    <message>
        <source>TFEN: the side not to move is in check</source>
        <translation>TFEN: the side not to move is in check</translation>
    </message>
    <message>
        <source>TimeControl &apos;?&apos;: the time control is unknown</source>
        <translation>TimeControl &apos;?&apos;: the time control is unknown</translation>
    </message>
    <message>
        <source>TimeControl is empty</source>
        <translation>TimeControl is empty</translation>
    </message>
    <message>
        <source>TimeControl &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of seconds</source>
        <translation>TimeControl &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of seconds</translation>
    </message>
    <message>
        <source>TimeControl &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of moves</source>
        <translation>TimeControl &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of moves</translation>
    </message>
    <message>
        <source>TimeControl &apos;%1&apos;, column %2: &apos;%3&apos; has no move count, so no period can follow it</source>
        <translation>TimeControl &apos;%1&apos;, column %2: &apos;%3&apos; has no move count, so no period can follow it</translation>
    </message>
    <message>
        <source>TimeControl &apos;%1&apos;, column %2: &apos;%3&apos; has another increment than the first period; Tavleya needs one</source>
        <translation>TimeControl &apos;%1&apos;, column %2: &apos;%3&apos; has another increment than the first period; Tavleya needs one</translation>
    </message>
    <message>
        <source>time control is empty</source>
        <translation>time control is empty</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of seconds</source>
        <translation>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of seconds</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not an increment or delay (&apos;i30&apos;, &apos;d5&apos; or &apos;b5&apos;, in seconds)</source>
        <translation>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not an increment or delay (&apos;i30&apos;, &apos;d5&apos; or &apos;b5&apos;, in seconds)</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; comes after the increment or delay</source>
        <translation>time control &apos;%1&apos;, column %2: &apos;%3&apos; comes after the increment or delay</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of seconds of increment</source>
        <translation>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of seconds of increment</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of moves</source>
        <translation>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not a number of moves</translation>
    </message>
    <message>
        <source>unknown variant &apos;%1&apos; (known: %2)</source>
        <translation>unknown variant &apos;%1&apos; (known: %2)</translation>
    </message>
    <message>
        <source>variant &apos;%1&apos; has no option &apos;%2&apos;</source>
        <translation>variant &apos;%1&apos; has no option &apos;%2&apos;</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; cannot be &apos;%2&apos; (allowed: %3)</source>
        <translation>option &apos;%1&apos; cannot be &apos;%2&apos; (allowed: %3)</translation>
    </message>
    <message>
        <source>the game is longer than %1 MB</source>
        <translation>the game is longer than %1 MB</translation>
    </message>
    <message>
        <source>the game is longer than %1 bytes</source>
        <translation>the game is longer than %1 bytes</translation>
    </message>
    <message>
        <source>the value of the tag %1 is longer than %2 bytes</source>
        <translation>the value of the tag %1 is longer than %2 bytes</translation>
    </message>
    <message>
        <source>a %1 game needs its start position in a FEN tag</source>
        <translation>a %1 game needs its start position in a FEN tag</translation>
    </message>
    <message>
        <source>the comment is not closed within %1 bytes</source>
        <translation>the comment is not closed within %1 bytes</translation>
    </message>
    <message>
        <source>the comment is not closed: &apos;}&apos; is missing</source>
        <translation>the comment is not closed: &apos;}&apos; is missing</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a NAG number from 0 to 255</source>
        <translation>&apos;$&apos; must be followed by a NAG number from 0 to 255</translation>
    </message>
    <message>
        <source>a tag pair cannot stand among the moves</source>
        <translation>a tag pair cannot stand among the moves</translation>
    </message>
    <message>
        <source>a quoted string cannot stand among the moves</source>
        <translation>a quoted string cannot stand among the moves</translation>
    </message>
    <message>
        <source>&apos;}&apos; closes no comment</source>
        <translation>&apos;}&apos; closes no comment</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; among the moves</source>
        <translation>unexpected &apos;%1&apos; among the moves</translation>
    </message>
    <message>
        <source>a word among the moves is longer than %1 bytes</source>
        <translation>a word among the moves is longer than %1 bytes</translation>
    </message>
    <message>
        <source>the variation is not closed</source>
        <translation>the variation is not closed</translation>
    </message>
    <message>
        <source>moves after the result</source>
        <translation>moves after the result</translation>
    </message>
    <message>
        <source>a null move cannot split a placing turn</source>
        <translation>a null move cannot split a placing turn</translation>
    </message>
    <message>
        <source>a null move (%1) is not allowed in check</source>
        <translation>a null move (%1) is not allowed in check</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must follow a move</source>
        <translation>&apos;%1&apos; must follow a move</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a move nor an annotation</source>
        <translation>&apos;%1&apos; is neither a move nor an annotation</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not SAN: a pawn move has no letter</source>
        <translation>&apos;%1&apos; is not SAN: a pawn move has no letter</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is marked as mate, but it does not mate</source>
        <translation>&apos;%1&apos; is marked as mate, but it does not mate</translation>
    </message>
    <message>
        <source>unknown annotation glyph &apos;%1&apos;</source>
        <translation>unknown annotation glyph &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the game has more than %1 moves</source>
        <translation>the game has more than %1 moves</translation>
    </message>
    <message>
        <source>the comment is longer than %1 bytes</source>
        <translation>the comment is longer than %1 bytes</translation>
    </message>
    <message>
        <source>a variation must follow the move it replaces</source>
        <translation>a variation must follow the move it replaces</translation>
    </message>
    <message>
        <source>variations are nested deeper than %1 levels</source>
        <translation>variations are nested deeper than %1 levels</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>&apos;)&apos; closes no variation</translation>
    </message>
    <message>
        <source>the result stands inside a variation that is not closed</source>
        <translation>the result stands inside a variation that is not closed</translation>
    </message>
    <message>
        <source>a second result</source>
        <translation>a second result</translation>
    </message>
    <message>
        <source>the tag pair has no name</source>
        <translation>the tag pair has no name</translation>
    </message>
    <message>
        <source>a tag name must be letters, digits or &apos;_&apos;</source>
        <translation>a tag name must be letters, digits or &apos;_&apos;</translation>
    </message>
    <message>
        <source>the tag %1 has no value in quotes</source>
        <translation>the tag %1 has no value in quotes</translation>
    </message>
    <message>
        <source>the value of the tag is not closed</source>
        <translation>the value of the tag is not closed</translation>
    </message>
    <message>
        <source>the value of the tag %1 is not closed on its line</source>
        <translation>the value of the tag %1 is not closed on its line</translation>
    </message>
    <message>
        <source>the tag pair %1 is not closed by &apos;]&apos;</source>
        <translation>the tag pair %1 is not closed by &apos;]&apos;</translation>
    </message>
    <message>
        <source>the value of the tag %1 has a line break</source>
        <translation>the value of the tag %1 has a line break</translation>
    </message>
    <message>
        <source>the variant &quot;%1&quot; is not one Tavleya plays</source>
        <translation>the variant &quot;%1&quot; is not one Tavleya plays</translation>
    </message>
    <message>
        <source>White has %1 kings on the board and in reserve; exactly one is needed</source>
        <translation>White has %1 kings on the board and in reserve; exactly one is needed</translation>
    </message>
    <message>
        <source>Black has %1 kings on the board and in reserve; exactly one is needed</source>
        <translation>Black has %1 kings on the board and in reserve; exactly one is needed</translation>
    </message>
    <message>
        <source>FEN field 7 (virgin squares), column %1: &apos;%2&apos; is not a king or rook square holding its king or rook</source>
        <translation>FEN field 7 (virgin squares), column %1: &apos;%2&apos; is not a king or rook square holding its king or rook</translation>
    </message>
    <message>
        <source>FEN field 8 (bishop memory): &apos;%1&apos; is not two characters of l, d or -</source>
        <translation>FEN field 8 (bishop memory): &apos;%1&apos; is not two characters of l, d or -</translation>
    </message>
    <message>
        <source>FEN field 8 (bishop memory): &apos;%1&apos; is not l, d or -</source>
        <translation>FEN field 8 (bishop memory): &apos;%1&apos; is not l, d or -</translation>
    </message>
    <message>
        <source>FEN: the side not to move is in check</source>
        <translation>FEN: the side not to move is in check</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): castling is not possible now</source>
        <translation>move &apos;%1&apos; (move %2, White to move): castling is not possible now</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): castling is not possible now</source>
        <translation>move &apos;%1&apos; (move %2, Black to move): castling is not possible now</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): %3 holds only %4 pieces</source>
        <translation>move &apos;%1&apos; (move %2, White to move): %3 holds only %4 pieces</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): %3 holds only %4 pieces</source>
        <translation>move &apos;%1&apos; (move %2, Black to move): %3 holds only %4 pieces</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): no tower of the side to move stands on %3</source>
        <translation>move &apos;%1&apos; (move %2, White to move): no tower of the side to move stands on %3</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): no tower of the side to move stands on %3</source>
        <translation>move &apos;%1&apos; (move %2, Black to move): no tower of the side to move stands on %3</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): the tower on %3 cannot move to %4</source>
        <translation>move &apos;%1&apos; (move %2, White to move): the tower on %3 cannot move to %4</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): the tower on %3 cannot move to %4</source>
        <translation>move &apos;%1&apos; (move %2, Black to move): the tower on %3 cannot move to %4</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; gives no time; a clock needs more than 0</source>
        <translation>time control &apos;%1&apos;, column %2: &apos;%3&apos; gives no time; a clock needs more than 0</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; minutes is more than a day</source>
        <translation>time control &apos;%1&apos;, column %2: &apos;%3&apos; minutes is more than a day</translation>
    </message>
    <message>
        <source>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not a time (minutes such as 5 or 1.5, 2:30, or seconds such as 45s)</source>
        <translation>time control &apos;%1&apos;, column %2: &apos;%3&apos; is not a time (minutes such as 5 or 1.5, 2:30, or seconds such as 45s)</translation>
    </message>
    <message>
        <source>%1 is a %2 archive, not a PGN file: unpack it first</source>
        <translation>%1 is a %2 archive, not a PGN file: unpack it first</translation>
    </message>
    <message>
        <source>%1 is a %2 file, not a PGN file</source>
        <translation>%1 is a %2 file, not a PGN file</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: it holds binary data</source>
        <translation>%1 is not a PGN file: it holds binary data</translation>
    </message>
    <message>
        <source>%1 is compressed with %2, but the compressed data is damaged</source>
        <translation>%1 is compressed with %2, but the compressed data is damaged</translation>
    </message>
    <message>
        <source>%1 is compressed with %2, but it ends too early: it may not have been copied or downloaded whole</source>
        <translation>%1 is compressed with %2, but it ends too early: it may not have been copied or downloaded whole</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): no piece or whole tower topped by the piece named can go to %3</source>
        <translation>move &apos;%1&apos; (move %2, White to move): no piece or whole tower topped by the piece named can go to %3</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): no piece or whole tower topped by the piece named can go to %3</source>
        <translation>move &apos;%1&apos; (move %2, Black to move): no piece or whole tower topped by the piece named can go to %3</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): ambiguous, could be %3</source>
        <translation>move &apos;%1&apos; (move %2, White to move): ambiguous, could be %3</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): ambiguous, could be %3</source>
        <translation>move &apos;%1&apos; (move %2, Black to move): ambiguous, could be %3</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): expected &lt;from&gt;[(&lt;k&gt;)]-&lt;to&gt; or a piece and its square, as in d4(1)-f5, (1) г4 – е5 or Nf5</source>
        <translation>move &apos;%1&apos; (move %2, White to move): expected &lt;from&gt;[(&lt;k&gt;)]-&lt;to&gt; or a piece and its square, as in d4(1)-f5, (1) г4 – е5 or Nf5</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): expected &lt;from&gt;[(&lt;k&gt;)]-&lt;to&gt; or a piece and its square, as in d4(1)-f5, (1) г4 – е5 or Nf5</source>
        <translation>move &apos;%1&apos; (move %2, Black to move): expected &lt;from&gt;[(&lt;k&gt;)]-&lt;to&gt; or a piece and its square, as in d4(1)-f5, (1) г4 – е5 or Nf5</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: the castling rights &apos;%2&apos; are dropped: this variant has no castling</source>
        <translation>FEN field 3 (castling), column %1: the castling rights &apos;%2&apos; are dropped: this variant has no castling</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: White has no king on its back rank</source>
        <translation>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: White has no king on its back rank</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: Black has no king on its back rank</source>
        <translation>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: Black has no king on its back rank</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: White has no rook to castle with there</source>
        <translation>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: White has no rook to castle with there</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: Black has no rook to castle with there</source>
        <translation>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: Black has no rook to castle with there</translation>
    </message>
    <message>
        <source>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: it needs the king on %3 and the rook in the corner</source>
        <translation>FEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: it needs the king on %3 and the rook in the corner</translation>
    </message>
    <message>
        <source>TFEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: it needs the volkhv alone on its square and the ratoborets at the bottom of its corner</source>
        <translation>TFEN field 3 (castling), column %1: the castling right &apos;%2&apos; is dropped: it needs the volkhv alone on its square and the ratoborets at the bottom of its corner</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>pawn</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>knight</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>bishop</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>rook</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>queen</translation>
    </message>
    <message>
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <source>fers</source>
        <translation>fers</translation>
    </message>
    <message>
        <source>alfil</source>
        <translation>alfil</translation>
    </message>
    <message>
        <source>helgi</source>
        <translation>helgi</translation>
    </message>
    <message>
        <source>magus</source>
        <translation>magus</translation>
    </message>
    <message>
        <source>duke</source>
        <translation>duke</translation>
    </message>
    <message>
        <source>warrior</source>
        <translation>warrior</translation>
    </message>
    <message>
        <source>archer</source>
        <translation>archer</translation>
    </message>
    <message>
        <source>horseman</source>
        <translation>horseman</translation>
    </message>
    <message>
        <source>soldier</source>
        <translation>soldier</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Chess with the pieces of the back rank shuffled (bishops on opposite colours, the king between the rooks); castling puts king and rook on their usual squares.</source>
        <translation>Chess with the pieces of the back rank shuffled (bishops on opposite colours, the king between the rooks); castling puts king and rook on their usual squares.</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Chess</translation>
    </message>
    <message>
        <source>Chess by the FIDE Laws.</source>
        <translation>Chess by the FIDE Laws.</translation>
    </message>
    <message>
        <source>Crazyhouse</source>
        <translation>Crazyhouse</translation>
    </message>
    <message>
        <source>A captured piece changes sides and goes into the captor&apos;s pocket; instead of moving, a player may drop a piece from the pocket on any empty square.</source>
        <translation>A captured piece changes sides and goes into the captor&apos;s pocket; instead of moving, a player may drop a piece from the pocket on any empty square.</translation>
    </message>
    <message>
        <source>Frankfurt chess</source>
        <translation>Frankfurt chess</translation>
    </message>
    <message>
        <source>A capturing piece turns into the kind of piece it captured. The king does too and stays royal: it can be checked and mated in its new shape.</source>
        <translation>A capturing piece turns into the kind of piece it captured. The king does too and stays royal: it can be checked and mated in its new shape.</translation>
    </message>
    <message>
        <source>Kingchess</source>
        <translation>Kingchess</translation>
    </message>
    <message>
        <source>The board starts empty: on a turn a player either moves or places pieces from the reserve on their own half.</source>
        <translation>The board starts empty: on a turn a player either moves or places pieces from the reserve on their own half.</translation>
    </message>
    <message>
        <source>Secret setup</source>
        <translation>Secret setup</translation>
    </message>
    <message>
        <source>Each player arranges their pieces on their own half unseen by the other; then the setups are revealed and the game is played as chess.</source>
        <translation>Each player arranges their pieces on their own half unseen by the other; then the setups are revealed and the game is played as chess.</translation>
    </message>
    <message>
        <source>Shatranj</source>
        <translation>Shatranj</translation>
    </message>
    <message>
        <source>The old Persian game: the fers steps one square diagonally, the alfil leaps two squares diagonally; pawns promote only to a fers; no castling, no double step.</source>
        <translation>The old Persian game: the fers steps one square diagonally, the alfil leaps two squares diagonally; pawns promote only to a fers; no castling, no double step.</translation>
    </message>
    <message>
        <source>Tavreli</source>
        <translation>Tavreli</translation>
    </message>
    <message>
        <source>Russian tower chess: a piece that captures stands on the captured one, building towers that move together or split; the helgi moves as duke (queen) and horseman (knight); a soldier (pawn) promotes to the piece it started in front of.</source>
        <translation>Russian tower chess: a piece that captures stands on the captured one, building towers that move together or split; the helgi moves as duke (queen) and horseman (knight); a soldier (pawn) promotes to the piece it started in front of.</translation>
    </message>
    <message>
        <source>the position is one of no game Tavleya plays</source>
        <translation>the position is one of no game Tavleya plays</translation>
    </message>
    <message>
        <source>“%1” is not a piece and its square, such as N@b1</source>
        <translation>“%1” is not a piece and its square, such as N@b1</translation>
    </message>
    <message>
        <source>this game has no piece “%1”</source>
        <translation>this game has no piece “%1”</translation>
    </message>
    <message>
        <source>“%1” is not an arrangement</source>
        <translation>“%1” is not an arrangement</translation>
    </message>
    <message>
        <source>line %1 of the puzzle record cannot be read: &apos;%2&apos;</source>
        <translation>line %1 of the puzzle record cannot be read: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>line %1: the header has a quote that is not closed</source>
        <translation>line %1: the header has a quote that is not closed</translation>
    </message>
    <message>
        <source>line %1: the header has no column %2</source>
        <translation>line %1: the header has no column %2</translation>
    </message>
    <message>
        <source>line %1: a quote is not closed</source>
        <translation>line %1: a quote is not closed</translation>
    </message>
    <message>
        <source>line %1: %2 “%3” is not a number</source>
        <translation>line %1: %2 “%3” is not a number</translation>
    </message>
    <message>
        <source>line %1: the puzzle has no id</source>
        <translation>line %1: the puzzle has no id</translation>
    </message>
    <message>
        <source>line %1: puzzle %2 has no FEN</source>
        <translation>line %1: puzzle %2 has no FEN</translation>
    </message>
    <message>
        <source>line %1: puzzle %2 has no mistake and solution</source>
        <translation>line %1: puzzle %2 has no mistake and solution</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, White to move): Tavreli&apos;s pieces are written Вл Кн Рб Лч Вс Рт Хл or K Q R B N P H, not with the chess letters Кр Ф Л С К (a vsadnik to f3: Вс f3)</source>
        <translation>move &apos;%1&apos; (move %2, White to move): Tavreli&apos;s pieces are written Вл Кн Рб Лч Вс Рт Хл or K Q R B N P H, not with the chess letters Кр Ф Л С К (a vsadnik to f3: Вс f3)</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (move %2, Black to move): Tavreli&apos;s pieces are written Вл Кн Рб Лч Вс Рт Хл or K Q R B N P H, not with the chess letters Кр Ф Л С К (a vsadnik to f6: Вс f6)</source>
        <translation>move &apos;%1&apos; (move %2, Black to move): Tavreli&apos;s pieces are written Вл Кн Рб Лч Вс Рт Хл or K Q R B N P H, not with the chess letters Кр Ф Л С К (a vsadnik to f6: Вс f6)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Start a game of VARIANT (classical, chess960, tavreli, ...).</source>
        <translation>Start a game of VARIANT (classical, chess960, tavreli, ...).</translation>
    </message>
    <message>
        <source>Start from POSITION (FEN, or TFEN for Tavreli).</source>
        <translation>Start from POSITION (FEN, or TFEN for Tavreli).</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>A PGN file to open.</translation>
    </message>
    <message>
        <source>Tavleya was not closed properly last time. Restore the game that was on the board?</source>
        <translation>Tavleya was not closed properly last time. Restore the game that was on the board?</translation>
    </message>
    <message>
        <source>Tavleya: chess and its variants at one board, with a clock, and games to read, annotate and save as PGN. Without arguments it starts a classical game.</source>
        <translation>Tavleya: chess and its variants at one board, with a clock, and games to read, annotate and save as PGN. Without arguments it starts a classical game.</translation>
    </message>
    <message>
        <source>Tavleya</source>
        <translation>Tavleya</translation>
    </message>
</context>
<context>
    <name>tavleya::AnalysisDesk</name>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>An engine thinks about the position on the board</source>
        <translation>An engine thinks about the position on the board</translation>
    </message>
    <message>
        <source>Show the &amp;Best Move</source>
        <translation>Show the &amp;Best Move</translation>
    </message>
    <message>
        <source>Show the &amp;Evaluation Bar</source>
        <translation>Show the &amp;Evaluation Bar</translation>
    </message>
    <message>
        <source>Scores From &amp;White&apos;s Side</source>
        <translation>Scores From &amp;White&apos;s Side</translation>
    </message>
    <message>
        <source>Otherwise from the side to move&apos;s</source>
        <translation>Otherwise from the side to move&apos;s</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analysis</translation>
    </message>
    <message>
        <source>At the position the game has reached, play the move; lines go into the game where it has moved on.</source>
        <translation>At the position the game has reached, play the move; lines go into the game where it has moved on.</translation>
    </message>
    <message>
        <source>Add Engine Line</source>
        <translation>Add Engine Line</translation>
    </message>
</context>
<context>
    <name>tavleya::AnalysisLines</name>
    <message>
        <source>Double-click to add this line to the game</source>
        <translation>Double-click to add this line to the game</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
</context>
<context>
    <name>tavleya::AnalysisPanel</name>
    <message>
        <source>Analysis engine</source>
        <translation>Analysis engine</translation>
    </message>
    <message>
        <source>How many of the best moves to follow</source>
        <translation>How many of the best moves to follow</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Lines</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Stopped.</translation>
    </message>
    <message>
        <source>No engine plays this game.</source>
        <translation>No engine plays this game.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>depth %1</translation>
    </message>
    <message>
        <source>%1 nodes/s</source>
        <translation>%1 nodes/s</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>&amp;Lines:</translation>
    </message>
</context>
<context>
    <name>tavleya::AnnotationDesk</name>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Promote Variation</translation>
    </message>
    <message>
        <source>&amp;Demote Variation</source>
        <translation>&amp;Demote Variation</translation>
    </message>
    <message>
        <source>Make &amp;Main Line</source>
        <translation>Make &amp;Main Line</translation>
    </message>
    <message>
        <source>Delete &amp;Variation</source>
        <translation>Delete &amp;Variation</translation>
    </message>
    <message>
        <source>Delete the &amp;Rest</source>
        <translation>Delete the &amp;Rest</translation>
    </message>
    <message>
        <source>Delete the Rest</source>
        <translation>Delete the Rest</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>New Moves Replace the Re&amp;st</source>
        <translation>New Moves Replace the Re&amp;st</translation>
    </message>
    <message>
        <source>A move made where the game goes on replaces what follows, instead of adding a variation</source>
        <translation>A move made where the game goes on replaces what follows, instead of adding a variation</translation>
    </message>
    <message>
        <source>Edit &amp;Header...</source>
        <translation>Edit &amp;Header...</translation>
    </message>
    <message>
        <source>Set Up &amp;Position...</source>
        <translation>Set Up &amp;Position...</translation>
    </message>
    <message>
        <source>Comment Before the Move</source>
        <translation>Comment Before the Move</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comment</translation>
    </message>
    <message>
        <source>Annotation Glyph</source>
        <translation>Annotation Glyph</translation>
    </message>
    <message>
        <source>Mark Square</source>
        <translation>Mark Square</translation>
    </message>
    <message>
        <source>Draw Arrow</source>
        <translation>Draw Arrow</translation>
    </message>
    <message>
        <source>&amp;Glyph Bar</source>
        <translation>&amp;Glyph Bar</translation>
    </message>
</context>
<context>
    <name>tavleya::AutosaveSlot</name>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>the folder %1 cannot be made</translation>
    </message>
    <message>
        <source>the folder %1 is read-only</source>
        <translation>the folder %1 is read-only</translation>
    </message>
    <message>
        <source>the disk that holds %1 is full</source>
        <translation>the disk that holds %1 is full</translation>
    </message>
    <message>
        <source>no file can be made in the folder %1</source>
        <translation>no file can be made in the folder %1</translation>
    </message>
    <message>
        <source>all %1 autosave files in the folder %2 are taken</source>
        <translation>all %1 autosave files in the folder %2 are taken</translation>
    </message>
</context>
<context>
    <name>tavleya::AutosaveWriter</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 could not be written: %2</translation>
    </message>
</context>
<context>
    <name>tavleya::BoardArea</name>
    <message>
        <source>The clock is paused: Resume</source>
        <translation>The clock is paused: Resume</translation>
    </message>
</context>
<context>
    <name>tavleya::BoardPresenter</name>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tavleya::BoardWidget</name>
    <message>
        <source>%1, empty</source>
        <translation>%1, empty</translation>
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
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>it is a folder, not a file</translation>
    </message>
    <message>
        <source>what was written does not read back</source>
        <translation>what was written does not read back</translation>
    </message>
</context>
<context>
    <name>tavleya::ClipboardActions</name>
    <message>
        <source>&amp;Copy Position (FEN)</source>
        <translation>&amp;Copy Position (FEN)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Paste P&amp;osition</source>
        <translation>Paste P&amp;osition</translation>
    </message>
    <message>
        <source>Paste Position</source>
        <translation>Paste Position</translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <source>Copy &amp;Game (PGN)</source>
        <translation>Copy &amp;Game (PGN)</translation>
    </message>
    <message>
        <source>Paste G&amp;ame</source>
        <translation>Paste G&amp;ame</translation>
    </message>
    <message>
        <source>Paste Game</source>
        <translation>Paste Game</translation>
    </message>
    <message>
        <source>E&amp;xport Board...</source>
        <translation>E&amp;xport Board...</translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation>Export Board</translation>
    </message>
    <message>
        <source>Images (*.png *.svg)</source>
        <translation>Images (*.png *.svg)</translation>
    </message>
    <message>
        <source>Tavleya board</source>
        <translation>Tavleya board</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 could not be written.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 could not be written: %2</translation>
    </message>
</context>
<context>
    <name>tavleya::ClockPanel</name>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>delay %1</source>
        <translation>delay %1</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) to the time control</source>
        <translation>
            <numerusform>%n move to the time control</numerusform>
            <numerusform>%n moves to the time control</numerusform>
        </translation>
    </message>
    <message>
        <source>starts with the first move</source>
        <translation>starts with the first move</translation>
    </message>
</context>
<context>
    <name>tavleya::CollectionsDesk</name>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Opening Tree</translation>
    </message>
    <message>
        <source>No move can be made here now</source>
        <translation>No move can be made here now</translation>
    </message>
    <message>
        <source>&amp;Find This Position in the List</source>
        <translation>&amp;Find This Position in the List</translation>
    </message>
    <message>
        <source>Narrows the list of games to those that reach the position shown</source>
        <translation>Narrows the list of games to those that reach the position shown</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Find This Ma&amp;terial in the List</source>
        <translation>Find This Ma&amp;terial in the List</translation>
    </message>
    <message>
        <source>Narrows the list of games to those that reach as many pieces of each kind for each side as the position shown has, wherever they stand</source>
        <translation>Narrows the list of games to those that reach as many pieces of each kind for each side as the position shown has, wherever they stand</translation>
    </message>
    <message>
        <source>Find These P&amp;awns in the List</source>
        <translation>Find These P&amp;awns in the List</translation>
    </message>
    <message>
        <source>Narrows the list of games to those that reach the pawns of the position shown, on the same squares</source>
        <translation>Narrows the list of games to those that reach the pawns of the position shown, on the same squares</translation>
    </message>
    <message>
        <source>Find &amp;Duplicate Games</source>
        <translation>Find &amp;Duplicate Games</translation>
    </message>
    <message>
        <source>Save the List &amp;Without Duplicates...</source>
        <translation>Save the List &amp;Without Duplicates...</translation>
    </message>
    <message>
        <source>&amp;Games of the File</source>
        <translation>&amp;Games of the File</translation>
    </message>
    <message>
        <source>Opening &amp;Tree</source>
        <translation>Opening &amp;Tree</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Open a file of games first: its list is searched.</source>
        <translation>Open a file of games first: its list is searched.</translation>
    </message>
    <message>
        <source>Looking for the position in the list…</source>
        <translation>Looking for the position in the list…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the file reach the position.</source>
        <translation>
            <numerusform>%n game of the file reaches the position.</numerusform>
            <numerusform>%n games of the file reach the position.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the file reach the same material.</source>
        <translation>
            <numerusform>%n game of the file reaches the same material.</numerusform>
            <numerusform>%n games of the file reach the same material.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the file reach the same pawns.</source>
        <translation>
            <numerusform>%n game of the file reaches the same pawns.</numerusform>
            <numerusform>%n games of the file reach the same pawns.</numerusform>
        </translation>
    </message>
    <message>
        <source>The games of the list are still being checked: try again when that is done.</source>
        <translation>The games of the list are still being checked: try again when that is done.</translation>
    </message>
    <message>
        <source>repeats of earlier games</source>
        <translation>repeats of earlier games</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the list repeat an earlier one: the same moves, White, Black and Date.</source>
        <translation>
            <numerusform>%n game of the list repeats an earlier one: the same moves, White, Black and Date.</numerusform>
            <numerusform>%n games of the list repeat an earlier one: the same moves, White, Black and Date.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose another file: the listed file is read while the new one is written.</source>
        <translation>Choose another file: the listed file is read while the new one is written.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 without %n repeated game(s).</source>
        <translation>
            <numerusform>Saved %1 without %n repeated game.</numerusform>
            <numerusform>Saved %1 without %n repeated games.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the List Without Duplicates</source>
        <translation>Save the List Without Duplicates</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN files (*.pgn)</translation>
    </message>
</context>
<context>
    <name>tavleya::CommentEditor</name>
    <message>
        <source>Comment before the move</source>
        <translation>Comment before the move</translation>
    </message>
    <message>
        <source>Comment after the move</source>
        <translation>Comment after the move</translation>
    </message>
</context>
<context>
    <name>tavleya::ComputerOpponents</name>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Start It Again</source>
        <translation>Start It Again</translation>
    </message>
    <message>
        <source>Go On Without It</source>
        <translation>Go On Without It</translation>
    </message>
    <message>
        <source>The game goes on between people.</source>
        <translation>The game goes on between people.</translation>
    </message>
    <message>
        <source>White was played by %1, which is not among the engines here.</source>
        <translation>White was played by %1, which is not among the engines here.</translation>
    </message>
    <message>
        <source>Black was played by %1, which is not among the engines here.</source>
        <translation>Black was played by %1, which is not among the engines here.</translation>
    </message>
    <message>
        <source>Play On Against %1, Level %2</source>
        <translation>Play On Against %1, Level %2</translation>
    </message>
    <message>
        <source>A Person Plays White</source>
        <translation>A Person Plays White</translation>
    </message>
    <message>
        <source>A Person Plays Black</source>
        <translation>A Person Plays Black</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Undo %1</translation>
    </message>
</context>
<context>
    <name>tavleya::ComputerPlayer</name>
    <message>
        <source>%1 does not play this game.</source>
        <translation>%1 does not play this game.</translation>
    </message>
    <message>
        <source>%1 played a move that is not legal here: “%2”.</source>
        <translation>%1 played a move that is not legal here: “%2”.</translation>
    </message>
</context>
<context>
    <name>tavleya::DocumentDialogs</name>
    <message>
        <source>Save Game</source>
        <translation>Save Game</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN files (*.pgn)</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Unsaved Game</translation>
    </message>
    <message>
        <source>The game has changes that are not saved. Save it?</source>
        <translation>The game has changes that are not saved. Save it?</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Open Game</translation>
    </message>
    <message>
        <source>The moves before the error can be opened as a new game.</source>
        <translation>The moves before the error can be opened as a new game.</translation>
    </message>
    <message>
        <source>Open the Moves Before It</source>
        <translation>Open the Moves Before It</translation>
    </message>
</context>
<context>
    <name>tavleya::EngineArrangement</name>
    <message>
        <source>%1 does not play this game.</source>
        <translation>%1 does not play this game.</translation>
    </message>
    <message>
        <source>%1 gave an arrangement that is not one: %2</source>
        <translation>%1 gave an arrangement that is not one: %2</translation>
    </message>
</context>
<context>
    <name>tavleya::EngineListModel</name>
    <message>
        <source>Tavleya (built in)</source>
        <translation>Tavleya (built in)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Author</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Program</translation>
    </message>
    <message>
        <source>Tavleya</source>
        <translation>Tavleya</translation>
    </message>
</context>
<context>
    <name>tavleya::EngineOptionsDialog</name>
    <message>
        <source>Options of %1</source>
        <translation>Options of %1</translation>
    </message>
    <message>
        <source>This engine has no options to set.</source>
        <translation>This engine has no options to set.</translation>
    </message>
    <message>
        <source>press at each start</source>
        <translation>press at each start</translation>
    </message>
</context>
<context>
    <name>tavleya::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>&amp;Add...</translation>
    </message>
    <message>
        <source>Choose the program of a UCI engine</source>
        <translation>Choose the program of a UCI engine</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remove</translation>
    </message>
    <message>
        <source>&amp;Options...</source>
        <translation>&amp;Options...</translation>
    </message>
    <message>
        <source>Choose a UCI Engine</source>
        <translation>Choose a UCI Engine</translation>
    </message>
    <message>
        <source>%1 cannot be used as a UCI engine.

%2</source>
        <translation>%1 cannot be used as a UCI engine.

%2</translation>
    </message>
</context>
<context>
    <name>tavleya::EvaluationBar</name>
    <message>
        <source>The engine&apos;s view, from White&apos;s side: %1</source>
        <translation>The engine&apos;s view, from White&apos;s side: %1</translation>
    </message>
</context>
<context>
    <name>tavleya::EvaluationGraph</name>
    <message>
        <source>The engine&apos;s view along the game; click a move to see it</source>
        <translation>The engine&apos;s view along the game; click a move to see it</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Evaluation graph</translation>
    </message>
</context>
<context>
    <name>tavleya::GameDocument</name>
    <message>
        <source>The game could not be saved automatically: %1</source>
        <translation>The game could not be saved automatically: %1</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 could not be written: %2</translation>
    </message>
    <message>
        <source>The file is still being read; try again in a moment.</source>
        <translation>The file is still being read; try again in a moment.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 cannot be read: %2</translation>
    </message>
    <message>
        <source>%1 holds no game.</source>
        <translation>%1 holds no game.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 cannot be read.</translation>
    </message>
    <message>
        <source>Tavleya — %1</source>
        <translation>Tavleya — %1</translation>
    </message>
    <message>
        <source>There is no game %1.</source>
        <translation>There is no game %1.</translation>
    </message>
    <message>
        <source>Game %1 holds no moves.</source>
        <translation>Game %1 holds no moves.</translation>
    </message>
    <message>
        <source>The clipboard holds no game.</source>
        <translation>The clipboard holds no game.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Line %1, column %2: %3</translation>
    </message>
    <message>
        <source>Tavleya</source>
        <translation>Tavleya</translation>
    </message>
    <message>
        <source>what was written does not read back</source>
        <translation>what was written does not read back</translation>
    </message>
    <message>
        <source>%1 was changed by another program after the game was read, so the game was not written into it; the list is read again. Save the game with Save As, or open it again from the list.</source>
        <translation>%1 was changed by another program after the game was read, so the game was not written into it; the list is read again. Save the game with Save As, or open it again from the list.</translation>
    </message>
    <message>
        <source>%1 is compressed or not in UTF-8, so a game cannot be written into it; save the game with Save As.</source>
        <translation>%1 is compressed or not in UTF-8, so a game cannot be written into it; save the game with Save As.</translation>
    </message>
    <message>
        <source>Games are not kept safe automatically: %1.</source>
        <translation>Games are not kept safe automatically: %1.</translation>
    </message>
    <message>
        <source>Game %1 is open as far as it reads, as a new game: the file is as it was.</source>
        <translation>Game %1 is open as far as it reads, as a new game: the file is as it was.</translation>
    </message>
    <message>
        <source>Tavleya — %1 (restored)</source>
        <translation>Tavleya — %1 (restored)</translation>
    </message>
</context>
<context>
    <name>tavleya::GameEndActions</name>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Offer &amp;Draw</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Claim Draw</translation>
    </message>
    <message>
        <source>&amp;Resign...</source>
        <translation>&amp;Resign...</translation>
    </message>
    <message>
        <source>Threefold repetition or fifty moves without a capture or pawn move, now or with the move you intend to make</source>
        <translation>Threefold repetition or fifty moves without a capture or pawn move, now or with the move you intend to make</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
    <message>
        <source>Resign the game?</source>
        <translation>Resign the game?</translation>
    </message>
    <message>
        <source>Who resigns the game?</source>
        <translation>Who resigns the game?</translation>
    </message>
    <message>
        <source>White Resigns</source>
        <translation>White Resigns</translation>
    </message>
    <message>
        <source>Black Resigns</source>
        <translation>Black Resigns</translation>
    </message>
    <message>
        <source>The computer declines the draw.</source>
        <translation>The computer declines the draw.</translation>
    </message>
    <message>
        <source>Black offers a draw. White, do you accept?</source>
        <translation>Black offers a draw. White, do you accept?</translation>
    </message>
    <message>
        <source>White offers a draw. Black, do you accept?</source>
        <translation>White offers a draw. Black, do you accept?</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Draw offer</translation>
    </message>
    <message>
        <source>Accept Draw</source>
        <translation>Accept Draw</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Decline</translation>
    </message>
    <message>
        <source>Claim Draw</source>
        <translation>Claim Draw</translation>
    </message>
    <message>
        <source>Claim a draw with the move:</source>
        <translation>Claim a draw with the move:</translation>
    </message>
    <message>
        <source>Offer a draw with the move just made; against the computer, on your turn, with the move you make next</source>
        <translation>Offer a draw with the move just made; against the computer, on your turn, with the move you make next</translation>
    </message>
    <message>
        <source>Your draw offer goes with your next move.</source>
        <translation>Your draw offer goes with your next move.</translation>
    </message>
</context>
<context>
    <name>tavleya::GameEndText</name>
    <message>
        <source>White won by checkmate</source>
        <translation>White won by checkmate</translation>
    </message>
    <message>
        <source>Black won by checkmate</source>
        <translation>Black won by checkmate</translation>
    </message>
    <message>
        <source>White won on time</source>
        <translation>White won on time</translation>
    </message>
    <message>
        <source>Black won on time</source>
        <translation>Black won on time</translation>
    </message>
    <message>
        <source>White won: Black&apos;s king is bare</source>
        <translation>White won: Black&apos;s king is bare</translation>
    </message>
    <message>
        <source>Black won: White&apos;s king is bare</source>
        <translation>Black won: White&apos;s king is bare</translation>
    </message>
    <message>
        <source>White won: Black&apos;s king stood in check when the setups were revealed</source>
        <translation>White won: Black&apos;s king stood in check when the setups were revealed</translation>
    </message>
    <message>
        <source>Black won: White&apos;s king stood in check when the setups were revealed</source>
        <translation>Black won: White&apos;s king stood in check when the setups were revealed</translation>
    </message>
    <message>
        <source>White won: Black resigned</source>
        <translation>White won: Black resigned</translation>
    </message>
    <message>
        <source>Black won: White resigned</source>
        <translation>Black won: White resigned</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>White won</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Black won</translation>
    </message>
    <message>
        <source>Draw: stalemate</source>
        <translation>Draw: stalemate</translation>
    </message>
    <message>
        <source>Draw: the position stood five times</source>
        <translation>Draw: the position stood five times</translation>
    </message>
    <message numerus="yes">
        <source>Draw: %n moves without a capture or pawn move</source>
        <translation>
            <numerusform>Draw: %n move without a capture or pawn move</numerusform>
            <numerusform>Draw: %n moves without a capture or pawn move</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw: the moves allowed without a capture or pawn move were played</source>
        <translation>Draw: the moves allowed without a capture or pawn move were played</translation>
    </message>
    <message>
        <source>Draw: neither side can mate</source>
        <translation>Draw: neither side can mate</translation>
    </message>
    <message>
        <source>Draw: time ran out, but Black cannot mate</source>
        <translation>Draw: time ran out, but Black cannot mate</translation>
    </message>
    <message>
        <source>Draw: time ran out, but White cannot mate</source>
        <translation>Draw: time ran out, but White cannot mate</translation>
    </message>
    <message>
        <source>Draw: both kings are bare</source>
        <translation>Draw: both kings are bare</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Draw agreed</translation>
    </message>
    <message>
        <source>Draw: threefold repetition (claimed by White)</source>
        <translation>Draw: threefold repetition (claimed by White)</translation>
    </message>
    <message>
        <source>Draw: threefold repetition (claimed by Black)</source>
        <translation>Draw: threefold repetition (claimed by Black)</translation>
    </message>
    <message>
        <source>Draw: fifty moves without a capture or pawn move (claimed by White)</source>
        <translation>Draw: fifty moves without a capture or pawn move (claimed by White)</translation>
    </message>
    <message>
        <source>Draw: fifty moves without a capture or pawn move (claimed by Black)</source>
        <translation>Draw: fifty moves without a capture or pawn move (claimed by Black)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>time forfeit</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandoned</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>adjudicated</translation>
    </message>
    <message>
        <source>rules infraction</source>
        <translation>rules infraction</translation>
    </message>
    <message>
        <source>ended by an emergency</source>
        <translation>ended by an emergency</translation>
    </message>
    <message>
        <source>ended by a player&apos;s death</source>
        <translation>ended by a player&apos;s death</translation>
    </message>
</context>
<context>
    <name>tavleya::GameListModel</name>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Game %1, line %2, column %3: %4</source>
        <translation>Game %1, line %2, column %3: %4</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
</context>
<context>
    <name>tavleya::GameListPanel</name>
    <message>
        <source>Any field</source>
        <translation>Any field</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Filter the games</source>
        <translation>Filter the games</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Stop reading the file; the games listed so far stay</source>
        <translation>Stop reading the file; the games listed so far stay</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s)</source>
        <translation>
            <numerusform>%1 of %n game</numerusform>
            <numerusform>%1 of %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>checking moves %p%</source>
        <translation>checking moves %p%</translation>
    </message>
    <message>
        <source>listing %p%</source>
        <translation>listing %p%</translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n cannot be read</numerusform>
            <numerusform>%n cannot be read</numerusform>
        </translation>
    </message>
    <message>
        <source>(stopped: the list is incomplete)</source>
        <translation>(stopped: the list is incomplete)</translation>
    </message>
    <message>
        <source>(the list is incomplete: %1)</source>
        <translation>(the list is incomplete: %1)</translation>
    </message>
    <message>
        <source>(filtering…)</source>
        <translation>(filtering…)</translation>
    </message>
    <message>
        <source>Show All Games</source>
        <translation>Show All Games</translation>
    </message>
    <message>
        <source>Show every game again, not only those that reach the position</source>
        <translation>Show every game again, not only those that reach the position</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
    <message>
        <source>reaching the position</source>
        <translation>reaching the position</translation>
    </message>
</context>
<context>
    <name>tavleya::GameReview</name>
    <message>
        <source>%1 does not play this game.</source>
        <translation>%1 does not play this game.</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Review Game</translation>
    </message>
</context>
<context>
    <name>tavleya::GameReviews</name>
    <message>
        <source>&amp;Review Game...</source>
        <translation>&amp;Review Game...</translation>
    </message>
    <message>
        <source>Review &amp;Selected Games...</source>
        <translation>Review &amp;Selected Games...</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Review Game</translation>
    </message>
    <message>
        <source>%1 reviews the game. Seconds of thought for each position:</source>
        <translation>%1 reviews the game. Seconds of thought for each position:</translation>
    </message>
    <message>
        <source>Review Selected Games</source>
        <translation>Review Selected Games</translation>
    </message>
    <message>
        <source>Open a file and choose the games to review in its list.</source>
        <translation>Open a file and choose the games to review in its list.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s). Seconds of thought for each position:</source>
        <translation>
            <numerusform>%n game. Seconds of thought for each position:</numerusform>
            <numerusform>%n games. Seconds of thought for each position:</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Reviewed Games</source>
        <translation>Save the Reviewed Games</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN files (*.pgn)</translation>
    </message>
    <message>
        <source>No engine plays this game.</source>
        <translation>No engine plays this game.</translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>The game has no moves to review.</translation>
    </message>
    <message>
        <source>Reviewing the game with %1…</source>
        <translation>Reviewing the game with %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>The review was cancelled; the game is as it was.</source>
        <translation>The review was cancelled; the game is as it was.</translation>
    </message>
    <message>
        <source>The game was reviewed: Edit › Undo takes the review back.</source>
        <translation>The game was reviewed: Edit › Undo takes the review back.</translation>
    </message>
    <message>
        <source>Choose the games to review in the list of games first.</source>
        <translation>Choose the games to review in the list of games first.</translation>
    </message>
    <message>
        <source>The reviewed games go to a file of their own, not into the listed file.</source>
        <translation>The reviewed games go to a file of their own, not into the listed file.</translation>
    </message>
    <message>
        <source>Reviewing the games…</source>
        <translation>Reviewing the games…</translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2 with %3…</source>
        <translation>Reviewing game %1 of %2 with %3…</translation>
    </message>
    <message>
        <source>The review was cancelled; nothing was written.</source>
        <translation>The review was cancelled; nothing was written.</translation>
    </message>
    <message>
        <source>The reviewed games could not be written to %1: %2</source>
        <translation>The reviewed games could not be written to %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) reviewed into %1; %2 could not be read.</source>
        <translation>
            <numerusform>%n game reviewed into %1; %2 could not be read.</numerusform>
            <numerusform>%n games reviewed into %1; %2 could not be read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) reviewed into %1.</source>
        <translation>
            <numerusform>%n game reviewed into %1.</numerusform>
            <numerusform>%n games reviewed into %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s) of %1 became puzzles for %1 in Practice › Puzzles.</source>
        <translation>
            <numerusform>%n mistake of %1 became a puzzle for %1 in Practice › Puzzles.</numerusform>
            <numerusform>%n mistakes of %1 became puzzles for %1 in Practice › Puzzles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tavleya::GameSession</name>
    <message>
        <source>Edit Header</source>
        <translation>Edit Header</translation>
    </message>
    <message>
        <source>Replace Moves</source>
        <translation>Replace Moves</translation>
    </message>
    <message>
        <source>Add Move</source>
        <translation>Add Move</translation>
    </message>
    <message>
        <source>Casual game</source>
        <translation>Casual game</translation>
    </message>
</context>
<context>
    <name>tavleya::GameStarter</name>
    <message>
        <source>Tavleya, level %1</source>
        <translation>Tavleya, level %1</translation>
    </message>
</context>
<context>
    <name>tavleya::GoMenu</name>
    <message>
        <source>G&amp;o</source>
        <translation>G&amp;o</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Back</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Forward</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>&amp;End</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>&amp;Previous Variation</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>&amp;Next Variation</translation>
    </message>
</context>
<context>
    <name>tavleya::HeaderDialog</name>
    <message>
        <source>Game Header</source>
        <translation>Game Header</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Add Tag</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Remove Tag</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no tag name: use letters, digits and _</source>
        <translation>&apos;%1&apos; is no tag name: use letters, digits and _</translation>
    </message>
    <message>
        <source>The result is the game&apos;s own; it is not set here</source>
        <translation>The result is the game&apos;s own; it is not set here</translation>
    </message>
    <message>
        <source>The tag %1 is there twice</source>
        <translation>The tag %1 is there twice</translation>
    </message>
</context>
<context>
    <name>tavleya::HintAction</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>The engine&apos;s move for the player to move, shown for a few seconds and written in the game; in games between people when they agree to it in Settings</source>
        <translation>The engine&apos;s move for the player to move, shown for a few seconds and written in the game; in games between people when they agree to it in Settings</translation>
    </message>
    <message>
        <source>The game is over: there is no move to hint at.</source>
        <translation>The game is over: there is no move to hint at.</translation>
    </message>
    <message>
        <source>Hints are for the position the game has reached: go to its last move.</source>
        <translation>Hints are for the position the game has reached: go to its last move.</translation>
    </message>
    <message>
        <source>Hints come once the pieces are arranged.</source>
        <translation>Hints come once the pieces are arranged.</translation>
    </message>
    <message>
        <source>The computer is to move.</source>
        <translation>The computer is to move.</translation>
    </message>
    <message>
        <source>In a game between people, hints are given when both players agree to them in View › Settings.</source>
        <translation>In a game between people, hints are given when both players agree to them in View › Settings.</translation>
    </message>
    <message>
        <source>No engine plays this game.</source>
        <translation>No engine plays this game.</translation>
    </message>
    <message>
        <source>%1 is looking for a move…</source>
        <translation>%1 is looking for a move…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hint: %1</translation>
    </message>
</context>
<context>
    <name>tavleya::HintRequest</name>
    <message>
        <source>%1 does not play this game.</source>
        <translation>%1 does not play this game.</translation>
    </message>
    <message>
        <source>%1 answered with a move that is not legal here: “%2”.</source>
        <translation>%1 answered with a move that is not legal here: “%2”.</translation>
    </message>
</context>
<context>
    <name>tavleya::KeysPage</name>
    <message>
        <source>Keyboard and Mouse</source>
        <translation>Keyboard and Mouse</translation>
    </message>
    <message>
        <source>Drag a piece to its square, or click the piece and then the square; the squares it may go to are marked.</source>
        <translation>Drag a piece to its square, or click the piece and then the square; the squares it may go to are marked.</translation>
    </message>
    <message>
        <source>Type the move over the board or in the move box, in the notation the View menu chooses (e4, Nf3, O-O; Russian letters Кр Ф Л С К are read too). Enter plays it.</source>
        <translation>Type the move over the board or in the move box, in the notation the View menu chooses (e4, Nf3, O-O; Russian letters Кр Ф Л С К are read too). Enter plays it.</translation>
    </message>
    <message>
        <source>Shift and the arrow keys move a frame over the squares; Space or Enter picks up the piece under it and puts it down; Escape puts it back.</source>
        <translation>Shift and the arrow keys move a frame over the squares; Space or Enter picks up the piece under it and puts it down; Escape puts it back.</translation>
    </message>
    <message>
        <source>Promotion: the pieces to choose from open where the pawn arrives.</source>
        <translation>Promotion: the pieces to choose from open where the pawn arrives.</translation>
    </message>
    <message>
        <source>The right button draws: a click marks a square, a drag an arrow; with Shift, Alt or both they come in other colours.</source>
        <translation>The right button draws: a click marks a square, a drag an arrow; with Shift, Alt or both they come in other colours.</translation>
    </message>
    <message>
        <source>The arrow keys go back and forward through the game; Home and End to its start and end.</source>
        <translation>The arrow keys go back and forward through the game; Home and End to its start and end.</translation>
    </message>
    <message>
        <source>Moving the pieces</source>
        <translation>Moving the pieces</translation>
    </message>
    <message>
        <source>Keys of the menus</source>
        <translation>Keys of the menus</translation>
    </message>
    <message>
        <source>A tower: grab it by the slab down to which pieces should go, or choose how many in the list that opens.</source>
        <translation>A tower: grab it by the slab down to which pieces should go, or choose how many in the list that opens.</translation>
    </message>
    <message>
        <source>Pieces in hand: click or drag the piece in the pocket beside the board, then the square. A placing turn is confirmed with its button.</source>
        <translation>Pieces in hand: click or drag the piece in the pocket beside the board, then the square. A placing turn is confirmed with its button.</translation>
    </message>
</context>
<context>
    <name>tavleya::LearnerChooser</name>
    <message>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
</context>
<context>
    <name>tavleya::LessonDesk</name>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lessons</translation>
    </message>
    <message>
        <source>Learn a game: short exercises on the board, each with a goal</source>
        <translation>Learn a game: short exercises on the board, each with a goal</translation>
    </message>
    <message>
        <source>Choose a lesson to go on.</source>
        <translation>Choose a lesson to go on.</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lessons</translation>
    </message>
    <message>
        <source>Good. Go on.</source>
        <translation>Good. Go on.</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Well done!</translation>
    </message>
    <message>
        <source>Well done! The lesson is done.</source>
        <translation>Well done! The lesson is done.</translation>
    </message>
    <message>
        <source>Well done! The lesson is done, without a hint: a star.</source>
        <translation>Well done! The lesson is done, without a hint: a star.</translation>
    </message>
    <message>
        <source>Try %1.</source>
        <translation>Try %1.</translation>
    </message>
    <message>
        <source>That was the last lesson of this course.</source>
        <translation>That was the last lesson of this course.</translation>
    </message>
    <message>
        <source>%1 does not reach %2.</source>
        <translation>%1 does not reach %2.</translation>
    </message>
    <message>
        <source>%1 does not take the piece on %2.</source>
        <translation>%1 does not take the piece on %2.</translation>
    </message>
    <message>
        <source>%1 does not give check.</source>
        <translation>%1 does not give check.</translation>
    </message>
    <message>
        <source>%1 does not draw the game.</source>
        <translation>%1 does not draw the game.</translation>
    </message>
    <message>
        <source>%1 does not win.</source>
        <translation>%1 does not win.</translation>
    </message>
    <message>
        <source>After %1 the other side holds out with %2.</source>
        <translation>After %1 the other side holds out with %2.</translation>
    </message>
    <message>
        <source>%1 is not the move this exercise asks for.</source>
        <translation>%1 is not the move this exercise asks for.</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Try again.</translation>
    </message>
</context>
<context>
    <name>tavleya::LessonPanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>Try &amp;Again</source>
        <translation>Try &amp;Again</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Next</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>Done without a hint</source>
        <translation>Done without a hint</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Not done yet</source>
        <translation>Not done yet</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Exercise %1 of %2</translation>
    </message>
</context>
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
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
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
        <source>&amp;New Game...</source>
        <translation>&amp;New Game...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Open...</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Open Game</translation>
    </message>
    <message>
        <source>&amp;Pause Clock</source>
        <translation>&amp;Pause Clock</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>No files yet</source>
        <translation>No files yet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Save &amp;As...</translation>
    </message>
    <message>
        <source>Play from &amp;Here...</source>
        <translation>Play from &amp;Here...</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>E&amp;ngine</translation>
    </message>
    <message>
        <source>&amp;Engines...</source>
        <translation>&amp;Engines...</translation>
    </message>
    <message>
        <source>&amp;Using Tavleya</source>
        <translation>&amp;Using Tavleya</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>&amp;Practice</translation>
    </message>
    <message>
        <source>Start &amp;Page</source>
        <translation>Start &amp;Page</translation>
    </message>
    <message>
        <source>&amp;Keyboard and Mouse</source>
        <translation>&amp;Keyboard and Mouse</translation>
    </message>
</context>
<context>
    <name>tavleya::MoveEntry</name>
    <message>
        <source>Type a move</source>
        <translation>Type a move</translation>
    </message>
    <message>
        <source>Type a move (%1, %2)</source>
        <translation>Type a move (%1, %2)</translation>
    </message>
    <message>
        <source>Type a move (%1)</source>
        <translation>Type a move (%1)</translation>
    </message>
</context>
<context>
    <name>tavleya::MoveListModel</name>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
</context>
<context>
    <name>tavleya::NagPalette</name>
    <message>
        <source>Good move</source>
        <translation>Good move</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Mistake</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Brilliant move</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Blunder</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Interesting move</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Dubious move</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Equal position</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Unclear position</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>White is slightly better</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Black is slightly better</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>White is better</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Black is better</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>White is winning</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Black is winning</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Novelty</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Only move</translation>
    </message>
    <message>
        <source>Zugzwang</source>
        <translation>Zugzwang</translation>
    </message>
    <message>
        <source>Development advantage</source>
        <translation>Development advantage</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attack</translation>
    </message>
    <message>
        <source>Compensation for the material</source>
        <translation>Compensation for the material</translation>
    </message>
    <message>
        <source>Counterplay</source>
        <translation>Counterplay</translation>
    </message>
    <message>
        <source>Time trouble</source>
        <translation>Time trouble</translation>
    </message>
    <message>
        <source>Annotation Glyphs</source>
        <translation>Annotation Glyphs</translation>
    </message>
    <message>
        <source>More annotation glyphs</source>
        <translation>More annotation glyphs</translation>
    </message>
</context>
<context>
    <name>tavleya::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>New Game</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>Start &amp;position:</source>
        <translation>Start &amp;position:</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Time control:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;White:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Black:</translation>
    </message>
    <message>
        <source>Bullet 1+0</source>
        <translation>Bullet 1+0</translation>
    </message>
    <message>
        <source>Blitz 3+2</source>
        <translation>Blitz 3+2</translation>
    </message>
    <message>
        <source>Blitz 5+3</source>
        <translation>Blitz 5+3</translation>
    </message>
    <message>
        <source>Rapid 10+5</source>
        <translation>Rapid 10+5</translation>
    </message>
    <message>
        <source>Rapid 15+10</source>
        <translation>Rapid 15+10</translation>
    </message>
    <message>
        <source>Blitz 5 min, 5 s delay</source>
        <translation>Blitz 5 min, 5 s delay</translation>
    </message>
    <message>
        <source>Rapid 25 min, 10 s Bronstein delay</source>
        <translation>Rapid 25 min, 10 s Bronstein delay</translation>
    </message>
    <message>
        <source>Hourglass 3 min</source>
        <translation>Hourglass 3 min</translation>
    </message>
    <message>
        <source>30 s per move</source>
        <translation>30 s per move</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>No clock</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Clock:</translation>
    </message>
    <message>
        <source>the same as White&apos;s</source>
        <translation>the same as White&apos;s</translation>
    </message>
    <message>
        <source>Black&apos;s time co&amp;ntrol:</source>
        <translation>Black&apos;s time co&amp;ntrol:</translation>
    </message>
    <message>
        <source>White: %1</source>
        <translation>White: %1</translation>
    </message>
    <message>
        <source>Black: %1</source>
        <translation>Black: %1</translation>
    </message>
    <message>
        <source>Black has a time control, White has none</source>
        <translation>Black has a time control, White has none</translation>
    </message>
    <message>
        <source>Classical 40/90 + 30, 30 s increment</source>
        <translation>Classical 40/90 + 30, 30 s increment</translation>
    </message>
    <message>
        <source>no clock; or 5+3, 40/90+30+30, 5 d5 ...</source>
        <translation>no clock; or 5+3, 40/90+30+30, 5 d5 ...</translation>
    </message>
    <message>
        <source>Each player: %1</source>
        <translation>Each player: %1</translation>
    </message>
    <message>
        <source>Play from Here</source>
        <translation>Play from Here</translation>
    </message>
    <message>
        <source>%1, level %2</source>
        <translation>%1, level %2</translation>
    </message>
    <message>
        <source>Tavleya</source>
        <translation>Tavleya</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>White&apos;s name</source>
        <translation>White&apos;s name</translation>
    </message>
    <message>
        <source>Black&apos;s name</source>
        <translation>Black&apos;s name</translation>
    </message>
    <message>
        <source>The clock starts at once, as over the board (Settings can start it with the first move instead).</source>
        <translation>The clock starts at once, as over the board (Settings can start it with the first move instead).</translation>
    </message>
    <message>
        <source>The clock starts with the first move (Settings can start it at once, as over the board).</source>
        <translation>The clock starts with the first move (Settings can start it at once, as over the board).</translation>
    </message>
    <message>
        <source>drawn when the game starts</source>
        <translation>drawn when the game starts</translation>
    </message>
    <message>
        <source>Read the rules of this game</source>
        <translation>Read the rules of this game</translation>
    </message>
    <message>
        <source>Without a clock nobody&apos;s time runs.</source>
        <translation>Without a clock nobody&apos;s time runs.</translation>
    </message>
</context>
<context>
    <name>tavleya::OpeningTreeModel</name>
    <message numerus="yes">
        <source>%n game(s): White won %1, drew %2, lost %3</source>
        <translation>
            <numerusform>%n game: White won %1, drew %2, lost %3</numerusform>
            <numerusform>%n games: White won %1, drew %2, lost %3</numerusform>
        </translation>
    </message>
    <message>
        <source>White&apos;s score: a win counts 1, a draw ½</source>
        <translation>White&apos;s score: a win counts 1, a draw ½</translation>
    </message>
    <message>
        <source>The average year of the games</source>
        <translation>The average year of the games</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Draws</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Year</translation>
    </message>
</context>
<context>
    <name>tavleya::OpeningTreePanel</name>
    <message>
        <source>Indexing the positions of the listed games…</source>
        <translation>Indexing the positions of the listed games…</translation>
    </message>
    <message>
        <source>Open a file of games: the tree shows the moves its games played from the position on the board.</source>
        <translation>Open a file of games: the tree shows the moves its games played from the position on the board.</translation>
    </message>
    <message>
        <source>The games were not all checked, so their positions are not indexed: open the file again for its tree.</source>
        <translation>The games were not all checked, so their positions are not indexed: open the file again for its tree.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the file went on from this position.</source>
        <translation>
            <numerusform>%n game of the file went on from this position.</numerusform>
            <numerusform>%n games of the file went on from this position.</numerusform>
        </translation>
    </message>
    <message>
        <source>No game of the file went on from this position.</source>
        <translation>No game of the file went on from this position.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of those listed went on from this position.</source>
        <translation>
            <numerusform>%n game of those listed went on from this position.</numerusform>
            <numerusform>%n games of those listed went on from this position.</numerusform>
        </translation>
    </message>
    <message>
        <source>No game of those listed went on from this position.</source>
        <translation>No game of those listed went on from this position.</translation>
    </message>
</context>
<context>
    <name>tavleya::PieceWords</name>
    <message>
        <source>White %1</source>
        <translation>White %1</translation>
    </message>
    <message>
        <source>Black %1</source>
        <translation>Black %1</translation>
    </message>
    <message>
        <source>%1 (promotes to %2)</source>
        <translation>%1 (promotes to %2)</translation>
    </message>
</context>
<context>
    <name>tavleya::PlacingTurnController</name>
    <message>
        <source>Take Back Placement</source>
        <translation>Take Back Placement</translation>
    </message>
    <message>
        <source>Confirm Turn</source>
        <translation>Confirm Turn</translation>
    </message>
</context>
<context>
    <name>tavleya::PlayerChooser</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>level </source>
        <translation>level </translation>
    </message>
    <message>
        <source>The engine&apos;s strength: 1 plays like a beginner, 20 as well as it can</source>
        <translation>The engine&apos;s strength: 1 plays like a beginner, 20 as well as it can</translation>
    </message>
    <message>
        <source>Engine level</source>
        <translation>Engine level</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer (Tavleya)</source>
        <translation>Computer (Tavleya)</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>About how strong this level plays standard chess, on the Elo scale of Stockfish&apos;s strength limit</source>
        <translation>About how strong this level plays standard chess, on the Elo scale of Stockfish&apos;s strength limit</translation>
    </message>
    <message>
        <source>about %1 Elo</source>
        <translation>about %1 Elo</translation>
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
        <translation>White&apos;s pieces in hand</translation>
    </message>
    <message>
        <source>Black&apos;s pieces in hand</source>
        <translation>Black&apos;s pieces in hand</translation>
    </message>
    <message>
        <source>%1: none</source>
        <translation>%1: none</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n in hand</source>
        <translation>
            <numerusform>%1: %n in hand</numerusform>
            <numerusform>%1: %n in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tavleya::PositionEditor</name>
    <message>
        <source>Set Up a Position</source>
        <translation>Set Up a Position</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Erase</translation>
    </message>
    <message>
        <source>Left button: put the piece on top of the tower. Right button: take the top piece off.</source>
        <translation>Left button: put the piece on top of the tower. Right button: take the top piece off.</translation>
    </message>
    <message>
        <source>Left button: put the piece. Right button: take it off.</source>
        <translation>Left button: put the piece. Right button: take it off.</translation>
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
        <source>Side to &amp;move:</source>
        <translation>Side to &amp;move:</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>White O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>White O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Black O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Black O-O-O</translation>
    </message>
    <message>
        <source>Castling:</source>
        <translation>Castling:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>&amp;En passant on the file:</source>
        <translation>&amp;En passant on the file:</translation>
    </message>
    <message>
        <source>Pockets (White, Black):</source>
        <translation>Pockets (White, Black):</translation>
    </message>
    <message>
        <source>Move &amp;number:</source>
        <translation>Move &amp;number:</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Clear Board</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Start Position</translation>
    </message>
    <message>
        <source>Takes the top piece off a square (the right button does too)</source>
        <translation>Takes the top piece off a square (the right button does too)</translation>
    </message>
    <message>
        <source>Takes the piece off a square (the right button does too)</source>
        <translation>Takes the piece off a square (the right button does too)</translation>
    </message>
    <message>
        <source>In the pocket: %1</source>
        <translation>In the pocket: %1</translation>
    </message>
</context>
<context>
    <name>tavleya::PuzzleDesk</name>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Puzzles</translation>
    </message>
    <message>
        <source>Find the win after the opponent&apos;s mistake, in every game</source>
        <translation>Find the win after the opponent&apos;s mistake, in every game</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Your move.</translation>
    </message>
    <message>
        <source>Press Next for a puzzle.</source>
        <translation>Press Next for a puzzle.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message numerus="yes">
        <source>White to move wins within %n move(s).</source>
        <translation>
            <numerusform>White to move wins within %n move.</numerusform>
            <numerusform>White to move wins within %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black to move wins within %n move(s).</source>
        <translation>
            <numerusform>Black to move wins within %n move.</numerusform>
            <numerusform>Black to move wins within %n moves.</numerusform>
        </translation>
    </message>
    <message>
        <source>Watch the opponent&apos;s move.</source>
        <translation>Watch the opponent&apos;s move.</translation>
    </message>
    <message>
        <source>That is not the move. Try again.</source>
        <translation>That is not the move. Try again.</translation>
    </message>
    <message>
        <source>Right. Go on.</source>
        <translation>Right. Go on.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Solved!</translation>
    </message>
    <message>
        <source>The move puts a piece on %1.</source>
        <translation>The move puts a piece on %1.</translation>
    </message>
    <message>
        <source>The piece to move stands on %1.</source>
        <translation>The piece to move stands on %1.</translation>
    </message>
    <message>
        <source>The solution: %1</source>
        <translation>The solution: %1</translation>
    </message>
    <message>
        <source>You have solved every puzzle of this game.</source>
        <translation>You have solved every puzzle of this game.</translation>
    </message>
    <message>
        <source>Puzzle %1, difficulty %2</source>
        <translation>Puzzle %1, difficulty %2</translation>
    </message>
    <message>
        <source>Puzzle rating %1 (%2).</source>
        <translation>Puzzle rating %1 (%2).</translation>
    </message>
    <message>
        <source>Rating %1 ± %2</source>
        <translation>Rating %1 ± %2</translation>
    </message>
    <message numerus="yes">
        <source>%n solved of %1: %2</source>
        <translation>
            <numerusform>%n solved of %1: %2</numerusform>
            <numerusform>%n solved of %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) to see again.</source>
        <translation>
            <numerusform>%n puzzle to see again.</numerusform>
            <numerusform>%n puzzles to see again.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Puzzles</source>
        <translation>Import Puzzles</translation>
    </message>
    <message>
        <source>Puzzle files (*.csv *.csv.gz *.csv.bz2 *.csv.xz *.csv.zst);;All files (*)</source>
        <translation>Puzzle files (*.csv *.csv.gz *.csv.bz2 *.csv.xz *.csv.zst);;All files (*)</translation>
    </message>
    <message>
        <source>Puzzle %1 does not fit the rules of %2; the next one follows.</source>
        <translation>Puzzle %1 does not fit the rules of %2; the next one follows.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Reading %1…</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Reading %1: %2%…</source>
        <translation>Reading %1: %2%…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n puzzle(s) read.</source>
        <translation>
            <numerusform>%1: %n puzzle read.</numerusform>
            <numerusform>%1: %n puzzles read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) skipped, the first: %1</source>
        <translation>
            <numerusform>%n row skipped, the first: %1</numerusform>
            <numerusform>%n rows skipped, the first: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of a game Tavleya does not play left out.</source>
        <translation>
            <numerusform>%n row of a game Tavleya does not play left out.</numerusform>
            <numerusform>%n rows of a game Tavleya does not play left out.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins the race, %2 to %3.</source>
        <translation>%1 wins the race, %2 to %3.</translation>
    </message>
    <message>
        <source>The race is a tie, %1 to %2.</source>
        <translation>The race is a tie, %1 to %2.</translation>
    </message>
    <message>
        <source>Race: %1 %2 – %3 %4.</source>
        <translation>Race: %1 %2 – %3 %4.</translation>
    </message>
    <message>
        <source>%1 is next.</source>
        <translation>%1 is next.</translation>
    </message>
    <message>
        <source>%1&apos;s puzzle, %2 of %3.</source>
        <translation>%1&apos;s puzzle, %2 of %3.</translation>
    </message>
    <message>
        <source>%1 — mistakes of %2</source>
        <translation>%1 — mistakes of %2</translation>
    </message>
    <message>
        <source>White to move: find a better move than the one played in your game.</source>
        <translation>White to move: find a better move than the one played in your game.</translation>
    </message>
    <message>
        <source>Black to move: find a better move than the one played in your game.</source>
        <translation>Black to move: find a better move than the one played in your game.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>All themes (%1)</source>
        <translation>All themes (%1)</translation>
    </message>
    <message>
        <source>You have solved every puzzle of this theme.</source>
        <translation>You have solved every puzzle of this theme.</translation>
    </message>
    <message>
        <source>Themes: %1.</source>
        <translation>Themes: %1.</translation>
    </message>
    <message>
        <source>That is not the move: no point. Press Next.</source>
        <translation>That is not the move: no point. Press Next.</translation>
    </message>
    <message numerus="yes">
        <source>White to move: find the best move; the line is %n move(s) long.</source>
        <translation>
            <numerusform>White to move: find the best move; the line is %n move long.</numerusform>
            <numerusform>White to move: find the best move; the line is %n moves long.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black to move: find the best move; the line is %n move(s) long.</source>
        <translation>
            <numerusform>Black to move: find the best move; the line is %n move long.</numerusform>
            <numerusform>Black to move: find the best move; the line is %n moves long.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tavleya::PuzzleImport</name>
    <message>
        <source>%1 cannot be unpacked into %2: %3</source>
        <translation>%1 cannot be unpacked into %2: %3</translation>
    </message>
    <message>
        <source>%1 is no puzzle file: %2</source>
        <translation>%1 is no puzzle file: %2</translation>
    </message>
</context>
<context>
    <name>tavleya::PuzzlePanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Solution</source>
        <translation>&amp;Solution</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Next</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>&amp;Import Puzzles...</source>
        <translation>&amp;Import Puzzles...</translation>
    </message>
    <message>
        <source>Add the puzzles of a CSV file: lichess&apos;s puzzle database, or one made by tavleya-puzzles</source>
        <translation>Add the puzzles of a CSV file: lichess&apos;s puzzle database, or one made by tavleya-puzzles</translation>
    </message>
    <message>
        <source>Puzzle &amp;Race...</source>
        <translation>Puzzle &amp;Race...</translation>
    </message>
    <message>
        <source>Two players at this board take turns at puzzles, a point for each solved without a wrong move</source>
        <translation>Two players at this board take turns at puzzles, a point for each solved without a wrong move</translation>
    </message>
    <message>
        <source>Easiest</source>
        <translation>Easiest</translation>
    </message>
    <message>
        <source>Easier</source>
        <translation>Easier</translation>
    </message>
    <message>
        <source>Near my rating</source>
        <translation>Near my rating</translation>
    </message>
    <message>
        <source>Harder</source>
        <translation>Harder</translation>
    </message>
    <message>
        <source>Hardest</source>
        <translation>Hardest</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Theme:</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Difficulty:</translation>
    </message>
</context>
<context>
    <name>tavleya::PuzzleRaceDialog</name>
    <message>
        <source>Puzzle Race</source>
        <translation>Puzzle Race</translation>
    </message>
    <message>
        <source>The other player&apos;s name</source>
        <translation>The other player&apos;s name</translation>
    </message>
    <message>
        <source>Start the Race</source>
        <translation>Start the Race</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>&amp;First player:</translation>
    </message>
    <message>
        <source>&amp;Second player:</source>
        <translation>&amp;Second player:</translation>
    </message>
    <message>
        <source>&amp;Puzzles each:</source>
        <translation>&amp;Puzzles each:</translation>
    </message>
</context>
<context>
    <name>tavleya::RulesDesk</name>
    <message>
        <source>&amp;Rules of the Games</source>
        <translation>&amp;Rules of the Games</translation>
    </message>
</context>
<context>
    <name>tavleya::RulesPage</name>
    <message>
        <source>Rules of %1</source>
        <translation>Rules of %1</translation>
    </message>
    <message>
        <source>Click the diagram to set it up on the board.</source>
        <translation>Click the diagram to set it up on the board.</translation>
    </message>
    <message>
        <source>Decided in %1.</source>
        <translation>Decided in %1.</translation>
    </message>
</context>
<context>
    <name>tavleya::SecretSetupController</name>
    <message>
        <source>Setup Done</source>
        <translation>Setup Done</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>White: arrange your pieces on your four ranks</source>
        <translation>White: arrange your pieces on your four ranks</translation>
    </message>
    <message>
        <source>Black: arrange your pieces on your four ranks</source>
        <translation>Black: arrange your pieces on your four ranks</translation>
    </message>
    <message>
        <source>White has arranged the pieces.

Hand the board to Black; Black, press Continue when White is not looking.</source>
        <translation>White has arranged the pieces.

Hand the board to Black; Black, press Continue when White is not looking.</translation>
    </message>
    <message>
        <source>%1 Arrange its pieces for it.</source>
        <translation>%1 Arrange its pieces for it.</translation>
    </message>
    <message>
        <source>%1 is arranging its pieces…</source>
        <translation>%1 is arranging its pieces…</translation>
    </message>
</context>
<context>
    <name>tavleya::SettingsCheck</name>
    <message>
        <source>The settings could not be read, so the defaults are used. The damaged file was kept as %1.</source>
        <translation>The settings could not be read, so the defaults are used. The damaged file was kept as %1.</translation>
    </message>
</context>
<context>
    <name>tavleya::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>As the system</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>The new language is used when Tavleya is started again.</source>
        <translation>The new language is used when Tavleya is started again.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <source>Clock turns &amp;red under:</source>
        <translation>Clock turns &amp;red under:</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Sounds</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume:</translation>
    </message>
    <message>
        <source>&amp;Hints in games between people (both players agree)</source>
        <translation>&amp;Hints in games between people (both players agree)</translation>
    </message>
    <message>
        <source>Against the computer, hints are always there to ask for</source>
        <translation>Against the computer, hints are always there to ask for</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Pieces:</translation>
    </message>
    <message>
        <source>Board &amp;colours:</source>
        <translation>Board &amp;colours:</translation>
    </message>
    <message>
        <source>Coordinates &amp;outside the board</source>
        <translation>Coordinates &amp;outside the board</translation>
    </message>
    <message>
        <source>A new game&apos;s clock s&amp;tarts at once, as over the board</source>
        <translation>A new game&apos;s clock s&amp;tarts at once, as over the board</translation>
    </message>
    <message>
        <source>Off: it starts with the first move, as in games played online</source>
        <translation>Off: it starts with the first move, as in games played online</translation>
    </message>
</context>
<context>
    <name>tavleya::SidePanel</name>
    <message>
        <source>The opening of the moves shown, named by position</source>
        <translation>The opening of the moves shown, named by position</translation>
    </message>
    <message>
        <source>No move can be made here now</source>
        <translation>No move can be made here now</translation>
    </message>
</context>
<context>
    <name>tavleya::StartPage</name>
    <message>
        <source>Welcome to Tavleya</source>
        <translation>Welcome to Tavleya</translation>
    </message>
    <message>
        <source>Play a &amp;Friend</source>
        <translation>Play a &amp;Friend</translation>
    </message>
    <message>
        <source>Play the &amp;Computer</source>
        <translation>Play the &amp;Computer</translation>
    </message>
    <message>
        <source>&amp;Learn a Game</source>
        <translation>&amp;Learn a Game</translation>
    </message>
    <message>
        <source>&amp;Open Games...</source>
        <translation>&amp;Open Games...</translation>
    </message>
    <message>
        <source>as a beginner</source>
        <translation>as a beginner</translation>
    </message>
    <message>
        <source>as a casual player</source>
        <translation>as a casual player</translation>
    </message>
    <message>
        <source>as a club player</source>
        <translation>as a club player</translation>
    </message>
    <message>
        <source>as a strong player</source>
        <translation>as a strong player</translation>
    </message>
    <message>
        <source>as well as it can</source>
        <translation>as well as it can</translation>
    </message>
    <message>
        <source>Back to the &amp;Board</source>
        <translation>Back to the &amp;Board</translation>
    </message>
    <message>
        <source>You play White; the computer plays</source>
        <translation>You play White; the computer plays</translation>
    </message>
    <message>
        <source>Short lessons on the board, with a goal to reach, for each of the games Tavleya plays.</source>
        <translation>Short lessons on the board, with a goal to reach, for each of the games Tavleya plays.</translation>
    </message>
    <message>
        <source>Read, annotate and save games from PGN files.</source>
        <translation>Read, annotate and save games from PGN files.</translation>
    </message>
    <message>
        <source>Two people at this board.</source>
        <translation>Two people at this board.</translation>
    </message>
    <message>
        <source>Two people at this board, with a clock of %1.</source>
        <translation>Two people at this board, with a clock of %1.</translation>
    </message>
    <message>
        <source>Opened lately:</source>
        <translation>Opened lately:</translation>
    </message>
    <message>
        <source>Solve &amp;Puzzles</source>
        <translation>Solve &amp;Puzzles</translation>
    </message>
    <message>
        <source>Find the win after the opponent&apos;s mistake.</source>
        <translation>Find the win after the opponent&apos;s mistake.</translation>
    </message>
</context>
<context>
    <name>tavleya::StatusLine</name>
    <message>
        <source>The clock is paused</source>
        <translation>The clock is paused</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>White to move</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Black to move</translation>
    </message>
</context>
<context>
    <name>tavleya::TimeControlText</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n moves</source>
        <translation>
            <numerusform>%1 for %n move</numerusform>
            <numerusform>%1 for %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for the game</source>
        <translation>%1 for the game</translation>
    </message>
    <message>
        <source>%1 for the rest of the game</source>
        <translation>%1 for the rest of the game</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, then </translation>
    </message>
    <message>
        <source>; +%1 per move</source>
        <translation>; +%1 per move</translation>
    </message>
    <message>
        <source>; %1 delay on each move</source>
        <translation>; %1 delay on each move</translation>
    </message>
    <message>
        <source>; %1 Bronstein delay on each move</source>
        <translation>; %1 Bronstein delay on each move</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>no clock</translation>
    </message>
    <message>
        <source>hourglass: %1 in all; what one player uses, the other gains</source>
        <translation>hourglass: %1 in all; what one player uses, the other gains</translation>
    </message>
    <message>
        <source>%1 for each move</source>
        <translation>%1 for each move</translation>
    </message>
</context>
<context>
    <name>tavleya::TowerPanel</name>
    <message>
        <source>%1 (top to bottom): %2</source>
        <translation>%1 (top to bottom): %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: a tower of %n, top to bottom</source>
        <translation>
            <numerusform>%1: a tower of %n, top to bottom</numerusform>
            <numerusform>%1: a tower of %n, top to bottom</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tavleya::UciConnection</name>
    <message>
        <source>it did not answer “%1” within %2 s</source>
        <translation>it did not answer “%1” within %2 s</translation>
    </message>
    <message>
        <source>it could not be started (%1)</source>
        <translation>it could not be started (%1)</translation>
    </message>
    <message>
        <source>The engine %1 stopped working: %2</source>
        <translation>The engine %1 stopped working: %2</translation>
    </message>
    <message>
        <source>it crashed</source>
        <translation>it crashed</translation>
    </message>
    <message>
        <source>it ended (exit code %1)</source>
        <translation>it ended (exit code %1)</translation>
    </message>
</context>
<context>
    <name>tavleya::UsingTavleyaPage</name>
    <message>
        <source>Using Tavleya</source>
        <translation>Using Tavleya</translation>
    </message>
    <message>
        <source>This page is in English for now.</source>
        <translation>This page is in English for now.</translation>
    </message>
</context>
<context>
    <name>tavleya::ViewMenu</name>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Flip Board</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>&amp;Turn Board for Each Move</source>
        <translation>&amp;Turn Board for Each Move</translation>
    </message>
    <message>
        <source>Face to &amp;Face</source>
        <translation>Face to &amp;Face</translation>
    </message>
    <message>
        <source>The far player&apos;s pieces turned towards them, for a board lying flat between the players</source>
        <translation>The far player&apos;s pieces turned towards them, for a board lying flat between the players</translation>
    </message>
    <message>
        <source>&amp;Animate Moves</source>
        <translation>&amp;Animate Moves</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Settings...</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>&amp;Notation</translation>
    </message>
    <message>
        <source>&amp;Algebraic (SAN)</source>
        <translation>&amp;Algebraic (SAN)</translation>
    </message>
    <message>
        <source>&amp;Russian Letters</source>
        <translation>&amp;Russian Letters</translation>
    </message>
    <message>
        <source>&amp;Figurines</source>
        <translation>&amp;Figurines</translation>
    </message>
    <message>
        <source>&amp;Long Algebraic</source>
        <translation>&amp;Long Algebraic</translation>
    </message>
</context>
</TS>
