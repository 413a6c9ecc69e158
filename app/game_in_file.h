#pragma once

#include <QString>

class QByteArray;
class QFile;

namespace tavleya {

// Writes the file `in` is open on again with the game that stood at
// `offset` as `old` (the blank space after it included) replaced by `text`;
// the blank space stays, so the games around keep their spacing. Written
// beside the file and renamed over it (QSaveFile), so a failure leaves the
// file as it was. Returns why it failed, or an empty string.
QString replaceGameInFile(QFile& in, qint64 offset, const QByteArray& old, QByteArray text);

}  // namespace tavleya
