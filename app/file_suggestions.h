#pragma once

#include <QString>
#include <QStringList>
#include <vector>

#include "pgn/pgn_game.h"

namespace tavleya {

// The folder a file dialog starts in: the folder of the file used last
// (opened or saved), else the person's documents.
QString lastFolderUsed();
// The name Save suggests for a game with `tags`: "White–Black, Event
// Year.pgn" ("White–Black, Variant, Event Year.pgn" for a game other than chess), leaving out what
// the header does not know and what a file name cannot hold.
QString suggestedFileName(const std::vector<PgnTag>& tags);
// The kinds of file Open offers: PGN, plain or compressed as the reader
// takes it, and any file.
QStringList openFilters();

}  // namespace tavleya
