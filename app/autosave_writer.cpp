#include "autosave_writer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "checked_write.h"

namespace tavleya {

AutosaveWriter::AutosaveWriter(QString path, QObject* parent)
    : QObject(parent), path_(std::move(path)) {
    writer_.setMaxThreadCount(1);
    quiet_.setSingleShot(true);
    quiet_.setInterval(kQuietMillis);
    connect(&quiet_, &QTimer::timeout, this, &AutosaveWriter::writeNow);
}

AutosaveWriter::~AutosaveWriter() {
    flush();
}

void AutosaveWriter::schedule(std::function<std::string()> text) {
    pending_ = std::move(text);
    quiet_.start();
}

void AutosaveWriter::writeSoon(std::function<std::string()> text) {
    pending_ = std::move(text);
    writeNow();
}

void AutosaveWriter::flush() {
    if (pending_) writeNow();
    writer_.waitForDone();
}

void AutosaveWriter::remove() {
    quiet_.stop();
    pending_ = nullptr;
    writer_.waitForDone();
    QFile::remove(path_);
}

void AutosaveWriter::writeNow() {
    quiet_.stop();
    if (!pending_) return;
    const QByteArray text = QByteArray::fromStdString(pending_());
    pending_ = nullptr;
    writer_.start([this, text] {
        QDir().mkpath(QFileInfo(path_).absolutePath());
        if (const QString why = writeFileSafely(path_, text); !why.isEmpty()) {
            const QString message = tr("%1 could not be written: %2").arg(path_, why);
            QMetaObject::invokeMethod(this, [this, message] { emit failed(message); });
        }
    });
}

}  // namespace tavleya
