#include "practice/puzzle_import.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>

#include "pgn/byte_source.h"
#include "text/user_message.h"

namespace tavleya {

PuzzleImport::PuzzleImport(QString path, QObject* parent)
    : QObject(parent), path_(std::move(path)) {
    worker_ = std::thread([this] { run(); });
}

PuzzleImport::~PuzzleImport() {
    stop_ = true;
    worker_.join();
}

void PuzzleImport::run() {
    // Everything reaches the window through its event loop; once the import
    // is gone, what is still queued for it is dropped with it.
    const auto post = [this](auto call) {
        QMetaObject::invokeMethod(this, call, Qt::QueuedConnection);
    };
    auto opened = pgn::openText(path_.toStdString());
    if (!opened) {
        const QString why = userMessage(opened.error());
        post([this, why] { emit finished(0, {}, why); });
        return;
    }
    QFile unpacked;
    QString readable = path_;
    if (!opened->form.plain()) {
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
                               QStringLiteral("/puzzles");
        QDir().mkpath(folder);
        const QByteArray name =
            QCryptographicHash::hash(path_.toUtf8(), QCryptographicHash::Sha1).toHex();
        unpacked.setFileName(folder + QLatin1Char('/') + QString::fromLatin1(name) +
                             QStringLiteral(".csv"));
        if (!unpacked.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            const QString why = tr("%1 cannot be unpacked into %2: %3")
                                    .arg(path_, unpacked.fileName(), unpacked.errorString());
            post([this, why] { emit finished(0, {}, why); });
            return;
        }
        readable = unpacked.fileName();
    }
    PuzzleFileScanner scanner;
    bool headerSent = false;
    QElapsedTimer sinceBatch;
    sinceBatch.start();
    std::string block = std::move(opened->head);
    std::vector<char> buffer(1 << 20);
    // The first rows go at once, for the first puzzle to be shown; then a
    // batch every 200 ms.
    const auto flush = [&](bool now) {
        if (!headerSent && scanner.reader()) {
            headerSent = true;
            post([this, reader = *scanner.reader(), readable] {
                emit headerRead(reader, readable);
            });
        }
        if (!now && sinceBatch.elapsed() < 200) return;
        sinceBatch.restart();
        const double fraction =
            opened->fileSize ? double(opened->source->consumed()) / double(opened->fileSize) : 0;
        post([this, variants = scanner.variants(), themes = scanner.themes().names(),
              rows = scanner.takeRows(), fraction]() mutable {
            emit rowsRead(std::move(variants), std::move(themes), std::move(rows), fraction);
        });
    };
    bool first = true;
    while (!stop_) {
        if (unpacked.isOpen() &&
            unpacked.write(block.data(), qint64(block.size())) != qint64(block.size())) {
            const QString why = tr("%1 cannot be unpacked into %2: %3")
                                    .arg(path_, unpacked.fileName(), unpacked.errorString());
            post([this, why] { emit finished(0, {}, why); });
            return;
        }
        scanner.feed(block);
        if (scanner.headerError()) break;
        flush(first);
        first = false;
        const std::size_t got = opened->source->read(buffer.data(), buffer.size());
        if (got == 0) break;
        block.assign(buffer.data(), got);
    }
    if (stop_) return;
    scanner.finish();
    unpacked.close();
    flush(true);
    QString failure;
    if (const auto& header = scanner.headerError())
        failure = tr("%1 is no puzzle file: %2").arg(path_, userMessage(*header));
    else if (const auto& damage = opened->source->failure())
        failure = userMessage(*damage);
    QStringList problems;
    for (const Error& p : scanner.problems()) problems << userMessage(p);
    post([this, bad = scanner.badRows(), problems, failure] {
        emit finished(bad, problems, failure);
    });
}

}  // namespace tavleya
