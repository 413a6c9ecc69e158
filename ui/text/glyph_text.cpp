#include "text/glyph_text.h"

#include <QFontMetrics>
#include <QGuiApplication>

#include "pgn/nag.h"

namespace tavleya {

QString glyphText(int nag) {
    const QFontMetrics metrics(QGuiApplication::font());
    const auto marks = marksForNag(nag);
    for (std::string_view mark : marks) {
        const QString text = QString::fromUtf8(mark.data(), static_cast<qsizetype>(mark.size()));
        const auto points = text.toUcs4();
        if (std::all_of(points.begin(), points.end(),
                        [&](char32_t c) { return metrics.inFontUcs4(c); }))
            return text;
    }
    if (!marks.empty())
        return QString::fromUtf8(marks.front().data(),
                                 static_cast<qsizetype>(marks.front().size()));
    return QStringLiteral("$%1").arg(nag);
}

}  // namespace tavleya
