// PGN files as they come: compressed (gzip, bzip2, xz, zstd, made here with
// the libraries), UTF-16, damaged or cut short, files that are something
// else entirely, a game with a hundred thousand tags, and a stop asked for
// in the middle of one huge game. Each is read through the game stream, the
// index pass, the reading of one listed game and the command-line tool.

#include <bzlib.h>
#include <lzma.h>
#include <zlib.h>
#include <zstd.h>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>
#include <QtTest>

#include "pgn/pgn_index.h"
#include "pgn_helpers.h"

using namespace tavleya;
using namespace tavleya::testing;

Q_DECLARE_METATYPE(tavleya::pgn::Compression)

class TestPgnFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }
    void compressedFiles_data();
    void compressedFiles();
    void joinedStreams();
    void utf16_data();
    void utf16();
    void cutShortAndDamaged_data();
    void cutShortAndDamaged();
    void notPgnFiles_data();
    void notPgnFiles();
    void oneGameOfAPlainFile();
    void aHundredThousandTags();
    void stopWithinOneHugeGame();
    void theToolReadsACompressedFile();
    void aRunOfBlanksCostsNoMemory_data();
    void aRunOfBlanksCostsNoMemory();

private:
    std::string path(const char* name) const { return dir_.filePath(name).toStdString(); }
    QTemporaryDir dir_;
};

namespace {

void writeFile(const std::string& path, std::string_view bytes) {
    std::ofstream out(path, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

// `count` games, game k between "White k" and "Black k"; several blocks of
// the stream when `count` is in the tens of thousands.
std::string games(int count) {
    std::string text;
    for (int k = 1; k <= count; ++k)
        text += "[Event \"Club\"]\n[White \"White " + std::to_string(k) + "\"]\n[Black \"Black " +
                std::to_string(k) + "\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 1-0\n\n";
    return text;
}

std::string gzip(std::string_view text) {
    z_stream z{};
    if (deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) return {};
    std::string out(deflateBound(&z, static_cast<uLong>(text.size())), '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
    z.avail_in = static_cast<uInt>(text.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    const bool done = deflate(&z, Z_FINISH) == Z_STREAM_END;
    out.resize(z.total_out);
    deflateEnd(&z);
    return done ? out : std::string();
}

std::string bzip2(std::string_view text) {
    std::string out(text.size() + text.size() / 100 + 600, '\0');
    auto size = static_cast<unsigned>(out.size());
    if (BZ2_bzBuffToBuffCompress(out.data(), &size, const_cast<char*>(text.data()),
                                 static_cast<unsigned>(text.size()), 9, 0, 0) != BZ_OK)
        return {};
    out.resize(size);
    return out;
}

std::string xz(std::string_view text) {
    std::string out(lzma_stream_buffer_bound(text.size()), '\0');
    std::size_t size = 0;
    if (lzma_easy_buffer_encode(
            6, LZMA_CHECK_CRC64, nullptr, reinterpret_cast<const std::uint8_t*>(text.data()),
            text.size(), reinterpret_cast<std::uint8_t*>(out.data()), &size, out.size()) != LZMA_OK)
        return {};
    out.resize(size);
    return out;
}

std::string zstd(std::string_view text) {
    std::string out(ZSTD_compressBound(text.size()), '\0');
    const std::size_t size = ZSTD_compress(out.data(), out.size(), text.data(), text.size(), 3);
    if (ZSTD_isError(size)) return {};
    out.resize(size);
    return out;
}

std::string compress(pgn::Compression compression, std::string_view text) {
    switch (compression) {
        case pgn::Compression::Gzip:
            return gzip(text);
        case pgn::Compression::Bzip2:
            return bzip2(text);
        case pgn::Compression::Xz:
            return xz(text);
        case pgn::Compression::Zstd:
            return zstd(text);
        case pgn::Compression::None:
            break;
    }
    return std::string(text);
}

struct Cut {
    std::string bytes;
    std::uint64_t offset;
    int firstLine;
};

// Every game the stream hands out, and how far along the file it said it
// was after each (never back, never past the file).
std::vector<Cut> cuts(PgnGameStream& stream, bool* steadyProgress = nullptr) {
    std::vector<Cut> out;
    GameText game;
    std::uint64_t done = 0;
    bool steady = true;
    while (stream.next(game)) {
        out.push_back({std::string(game.bytes), game.offset, game.firstLine});
        steady = steady && stream.bytesDone() >= done && stream.bytesDone() <= stream.fileSize();
        done = stream.bytesDone();
    }
    if (steadyProgress) *steadyProgress = steady && done == stream.fileSize();
    return out;
}

bool sameCuts(const std::vector<Cut>& a, const std::vector<Cut>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].bytes != b[i].bytes || a[i].offset != b[i].offset ||
            a[i].firstLine != b[i].firstLine)
            return false;
    return true;
}

// "gzip", "xz": the name the messages use.
std::string nameOf(pgn::Compression compression) {
    return std::string(pgn::compressionName(compression));
}

void addCompressionRows(const char* suffix) {
    QTest::addColumn<pgn::Compression>("compression");
    QTest::addColumn<QString>("name");
    const std::pair<pgn::Compression, const char*> forms[] = {
        {pgn::Compression::Gzip, ".pgn.gz"},
        {pgn::Compression::Bzip2, ".pgn.bz2"},
        {pgn::Compression::Xz, ".pgn.xz"},
        {pgn::Compression::Zstd, ".pgn.zst"},
    };
    for (const auto& [compression, extension] : forms)
        QTest::newRow(nameOf(compression).c_str())
            << compression << QString::fromStdString(nameOf(compression)) + suffix + extension;
}

}  // namespace

void TestPgnFiles::compressedFiles_data() {
    addCompressionRows("");
}

// The games of a compressed file are those of the text it holds, at the
// same offsets and lines; progress follows the compressed bytes.
void TestPgnFiles::compressedFiles() {
    QFETCH(pgn::Compression, compression);
    QFETCH(QString, name);
    const std::string text = games(30000);  // over 3 MB: several blocks
    const std::string plainPath = path("plain.pgn");
    writeFile(plainPath, text);
    const std::string packed = compress(compression, text);
    QVERIFY(!packed.empty());
    const std::string file = dir_.filePath(name).toStdString();
    writeFile(file, packed);

    auto plain = PgnGameStream::open(plainPath);
    auto stream = PgnGameStream::open(file);
    QVERIFY(stream.ok());
    QCOMPARE(stream.value().form().compression, compression);
    QVERIFY(!stream.value().form().plain());
    QCOMPARE(stream.value().fileSize(), std::uint64_t{packed.size()});
    bool steady = false;
    const std::vector<Cut> expected = cuts(plain.value());
    QCOMPARE(expected.size(), std::size_t{30000});
    QVERIFY(sameCuts(cuts(stream.value(), &steady), expected));
    QVERIFY(steady);
    QVERIFY(!stream.value().readError());

    // The index: the same games and tags, progress against the file's size.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> reports;
    const auto index = indexPgnFile(
        file,
        [&](const PgnIndex&, std::uint64_t done, std::uint64_t total) {
            reports.emplace_back(done, total);
            return true;
        },
        10000);
    QVERIFY(index.ok());
    QCOMPARE(index->size(), std::size_t{30000});
    QCOMPARE(index->tag(29999, "White"), std::string_view("White 30000"));
    QCOMPARE(index->game(29999).offset, expected.back().offset);
    QVERIFY(reports.size() >= 3);
    QVERIFY(reports.front().first < packed.size());
    QCOMPARE(reports.back(),
             std::make_pair(std::uint64_t{packed.size()}, std::uint64_t{packed.size()}));

    // One listed game read again, as the window opens it.
    const auto game = readGameText(file, index->game(20000).offset, index->game(20000).length);
    QVERIFY(game.ok());
    QCOMPARE(game.value(), expected[20000].bytes);
    QVERIFY(game.value().find("White 20001") != std::string::npos);
    QCOMPARE(pgnFileForm(file).value().compression, compression);
}

// Parallel compressors (pigz, pbzip2, zstd -T) and files joined with cat
// hold several streams one after another: one text.
void TestPgnFiles::joinedStreams() {
    const std::string first = games(3);
    const std::string second = "[Event \"Second\"]\n\n1. d4 d5 *\n";
    for (const auto compression : {pgn::Compression::Gzip, pgn::Compression::Bzip2,
                                   pgn::Compression::Xz, pgn::Compression::Zstd}) {
        const std::string file = path("joined");
        writeFile(file, compress(compression, first) + compress(compression, second));
        auto stream = PgnGameStream::open(file);
        QVERIFY2(stream.ok(), nameOf(compression).c_str());
        const auto all = cuts(stream.value());
        QCOMPARE(all.size(), std::size_t{4});
        QCOMPARE(all.back().bytes, std::string("[Event \"Second\"]\n\n1. d4 d5 *"));
        QCOMPARE(all.back().offset, std::uint64_t{first.size()});
        QVERIFY(!stream.value().readError());
    }
}

void TestPgnFiles::utf16_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("bigEndian");
    QTest::addColumn<bool>("mark");
    QTest::addColumn<pgn::Compression>("compression");
    QTest::newRow("little-endian") << "le.pgn" << false << true << pgn::Compression::None;
    QTest::newRow("big-endian") << "be.pgn" << true << true << pgn::Compression::None;
    QTest::newRow("no byte-order mark") << "nomark.pgn" << false << false << pgn::Compression::None;
    QTest::newRow("compressed") << "le.pgn.gz" << false << true << pgn::Compression::Gzip;
}

// UTF-16 is read as the UTF-8 text it stands for, whole file at a time:
// Cyrillic names, a character beyond the first 65,536 (a surrogate pair),
// CR LF line ends.
void TestPgnFiles::utf16() {
    QFETCH(QString, name);
    QFETCH(bool, bigEndian);
    QFETCH(bool, mark);
    QFETCH(pgn::Compression, compression);
    std::string text;
    for (int k = 1; k <= 5000; ++k)  // beyond the first block of the conversion
        text += "[White \"Иванов " + std::to_string(k) +
                "\"]\r\n[Black \"Petrov\"]\r\n\r\n1. e4 {\U0001F600 ok} e5 *\r\n\r\n";
    const QString wide = QString::fromStdString(text);
    std::string bytes;
    if (mark) bytes = bigEndian ? "\xFE\xFF" : "\xFF\xFE";
    for (const QChar ch : wide) {
        const char16_t unit = ch.unicode();
        const char high = static_cast<char>(unit >> 8), low = static_cast<char>(unit & 0xFF);
        bytes += bigEndian ? std::string{high, low} : std::string{low, high};
    }
    const std::string file = dir_.filePath(name).toStdString();
    writeFile(file, compress(compression, bytes));

    auto stream = PgnGameStream::open(file);
    QVERIFY(stream.ok());
    QVERIFY(stream.value().form().utf16);
    QCOMPARE(stream.value().form().compression, compression);
    auto expected = PgnGameStream::fromText(text);
    bool steady = false;
    const auto all = cuts(stream.value(), &steady);
    QVERIFY(sameCuts(all, cuts(expected)));
    QVERIFY(steady);
    const auto index = indexPgnFile(file);
    QVERIFY(index.ok());
    QCOMPARE(index->size(), std::size_t{5000});
    QCOMPARE(index->tag(4321, "White"), std::string_view("Иванов 4322"));
    const auto outcomes = readPgnFile(file);
    QVERIFY(outcomes.back().game);
    QCOMPARE(
        outcomes.back().game->tree.node(outcomes.back().game->tree.mainLine().front()).commentAfter,
        std::string("\U0001F600 ok"));
    const auto game = readGameText(file, index->game(4321).offset, index->game(4321).length);
    QCOMPARE(game.value(), all[4321].bytes);
}

void TestPgnFiles::cutShortAndDamaged_data() {
    addCompressionRows("-cut");
}

// A download that stopped part-way: the games before the cut are there, and
// then the file says it ends too early. Damage from the start: nothing to
// read, and the error says so. Neither is taken for a move at 1:1.
void TestPgnFiles::cutShortAndDamaged() {
    QFETCH(pgn::Compression, compression);
    QFETCH(QString, name);
    const std::string packed = compress(compression, games(20000));
    const std::string file = dir_.filePath(name).toStdString();
    writeFile(file, std::string_view(packed).substr(0, packed.size() / 2));
    const std::string kind = nameOf(compression);
    const std::string_view tooEarly =
        "%1 is compressed with %2, but it ends too early: it may not have been copied or "
        "downloaded whole";

    auto stream = PgnGameStream::open(file);
    QVERIFY(stream.ok());
    const auto some = cuts(stream.value());
    QVERIFY(some.size() > 1000 && some.size() < 20000);
    QVERIFY(stream.value().readError());
    QCOMPARE(stream.value().readError()->pattern, tooEarly);
    QCOMPARE(stream.value().readError()->args, (std::vector<std::string>{file, kind}));
    const auto index = indexPgnFile(file);
    QVERIFY(!index.ok());
    QCOMPARE(index.error().pattern, tooEarly);
    QCOMPARE(QString::fromStdString(index.error().message),
             QString::fromStdString(file + " is compressed with " + kind +
                                    ", but it ends too early: it may not have been copied or "
                                    "downloaded whole"));

    // The compressed data spoilt right after the format's magic number.
    std::string spoilt = packed.substr(0, 200);
    const std::size_t from = compression == pgn::Compression::Gzip ? 10
                             : compression == pgn::Compression::Xz ? 6
                                                                   : 4;
    std::fill(spoilt.begin() + from, spoilt.end(), '\xFF');
    writeFile(file, spoilt);
    const auto damaged = PgnGameStream::open(file);
    QVERIFY(!damaged.ok());
    QCOMPARE(damaged.error().pattern,
             std::string_view("%1 is compressed with %2, but the compressed data is damaged"));
    QCOMPARE(damaged.error().args, (std::vector<std::string>{file, kind}));
    QCOMPARE(indexPgnFile(file).error().pattern, damaged.error().pattern);
    QVERIFY(!readGameText(file, 0, 10).ok());
}

void TestPgnFiles::notPgnFiles_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("kind");
    const QByteArray junk("\x01\x02 some bytes \x7F", 15);
    const QString archive = "%1 is a %2 archive, not a PGN file: unpack it first";
    const QString other = "%1 is a %2 file, not a PGN file";
    QTest::newRow("zip") << QByteArray("PK\x03\x04\x14\x00\x00\x00", 8) + junk << archive << "ZIP";
    QTest::newRow("png") << QByteArray("\x89PNG\r\n\x1A\n\x00\x00\x00\x0DIHDR", 16) + junk << other
                         << "PNG";
    QTest::newRow("pdf") << QByteArray("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n") + junk << other << "PDF";
    QTest::newRow("binary") << QByteArray("[Event \"x\"]\n\x00\x00\x00\x00\x01", 17) + junk
                            << "%1 is not a PGN file: it holds binary data" << QString();
    QTest::newRow("a zip, gzipped")
        << QByteArray::fromStdString(gzip(std::string("PK\x03\x04\x14\x00\x00\x00", 8))) << archive
        << "ZIP";
}

// A file that is something else is named as what it is, as an error of the
// file, not as a game that cannot be read.
void TestPgnFiles::notPgnFiles() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, pattern);
    QFETCH(QString, kind);
    const std::string file = path("other.pgn");
    writeFile(file, bytes.toStdString());
    const auto stream = PgnGameStream::open(file);
    QVERIFY(!stream.ok());
    QCOMPARE(QString::fromUtf8(stream.error().pattern.data(),
                               static_cast<qsizetype>(stream.error().pattern.size())),
             pattern);
    std::vector<std::string> args{file};
    if (!kind.isEmpty()) args.push_back(kind.toStdString());
    QCOMPARE(stream.error().args, args);
    QString message = pattern.arg(QString::fromStdString(file));
    if (!kind.isEmpty()) message = message.arg(kind);
    QCOMPARE(QString::fromStdString(stream.error().message), message);
    const auto index = indexPgnFile(file);
    QVERIFY(!index.ok());
    QCOMPARE(index.error().message, stream.error().message);
    QVERIFY(!pgnFileForm(file).ok());
}

// A plain file is read at the game's place, and says it is plain.
void TestPgnFiles::oneGameOfAPlainFile() {
    const std::string text = games(50000);
    const std::string file = path("plain-many.pgn");
    writeFile(file, text);
    const auto index = indexPgnFile(file);
    QVERIFY(index.ok());
    const auto& last = index->game(49999);
    QCOMPARE(readGameText(file, last.offset, last.length).value(),
             text.substr(last.offset, last.length));
    QVERIFY(pgnFileForm(file).value().plain());
    // Past the end there is nothing more.
    QCOMPARE(readGameText(file, text.size() - 3, 100).value(), text.substr(text.size() - 3));
    QVERIFY(!readGameText(path("missing.pgn"), 0, 1).ok());
}

namespace {

std::string hugeTagSection(int tags) {
    std::string text;
    char line[40];
    for (int i = 0; i < tags; ++i) {
        std::snprintf(line, sizeof line, "[T%06d \"v%d\"]\n", i, i);
        text += line;
    }
    return text + "\n1. e4 e5 *\n\n";
}

}  // namespace

// One game with 100,000 tags: the names are looked up in constant time, so
// the pass takes milliseconds (bench/pgn measures it); those an index can
// tell apart are kept (65,536 names, twenty of them the standard ones known
// from the start), and the next game's tags read as usual.
void TestPgnFiles::aHundredThousandTags() {
    const std::string file = path("tags.pgn");
    writeFile(file, hugeTagSection(100000) + "[White \"After\"]\n\n1. d4 *\n");
    const auto index = indexPgnFile(file);
    QVERIFY(index.ok());
    QCOMPARE(index->size(), std::size_t{2});
    constexpr std::size_t kept = 65536 - 20;
    QCOMPARE(index->game(0).tagCount, std::uint32_t{kept});
    QCOMPARE(index->tags(0).size(), kept);
    QCOMPARE(index->tags(0)[7777],
             std::make_pair(std::string_view("T007777"), std::string_view("v7777")));
    QCOMPARE(index->tag(0, "T000042"), std::string_view("v42"));
    QCOMPARE(index->tag(0, "T065515"), std::string_view("v65515"));
    QVERIFY(index->tag(0, "T065516").empty());
    QVERIFY(index->tag(0, "White").empty());
    QCOMPARE(index->tag(1, "White"), std::string_view("After"));
    QVERIFY(index->tag(1, "T000042").empty());
    QCOMPARE(index->game(1).firstLine, 100004);
}

// A stop asked for while one game of megabytes is read takes effect within
// it: the progress callback is asked before the game is whole.
void TestPgnFiles::stopWithinOneHugeGame() {
    const std::string file = path("huge.pgn");
    writeFile(file, hugeTagSection(200000));
    std::vector<std::pair<std::size_t, std::uint64_t>> asked;
    const auto stopped =
        indexPgnFile(file, [&](const PgnIndex& index, std::uint64_t done, std::uint64_t) {
            asked.emplace_back(index.size(), done);
            return false;
        });
    QVERIFY(stopped.ok());
    QCOMPARE(stopped->size(), std::size_t{0});
    QCOMPARE(asked.size(), std::size_t{1});
    QCOMPARE(asked.front().first, std::size_t{0});

    // The index asks too, every few thousand tags of one game.
    auto stream = PgnGameStream::open(file);
    GameText game;
    std::vector<pgn::RawTag> tags;
    QVERIFY(stream.value().next(game, &tags));
    QCOMPARE(tags.size(), std::size_t{200000});
    PgnIndex index;
    int asks = 0;
    QVERIFY(!index.add(game, tags, [&] { return ++asks == 3; }));
    QCOMPARE(asks, 3);
    QCOMPARE(index.size(), std::size_t{0});
    QVERIFY(index.add(game, tags, [] { return false; }));
    QCOMPARE(index.size(), std::size_t{1});
    QCOMPARE(index.tag(0, "T000001"), std::string_view("v1"));
    // Names past the 65,536 an index tells apart are let go, and the next
    // game's standard tags are kept all the same.
    QCOMPARE(index.tag(0, "T199999"), std::string_view());
    GameText next;
    next.bytes = "[White \"Ann\"]\n\n1. e4 *\n";
    QVERIFY(index.add(next, {pgn::RawTag{"White", "Ann"}}));
    QCOMPARE(index.tag(1, "White"), std::string_view("Ann"));
}

// tavleya-pgn reads a .pgn.zst as it would the text inside, and says when
// one is cut short.
void TestPgnFiles::theToolReadsACompressedFile() {
    const std::string file = path("tool.pgn.zst");
    const std::string packed = zstd(games(2000));
    writeFile(file, packed);
    QProcess tool;
    tool.start(TAVLEYA_PGN_TOOL, {"index", QString::fromStdString(file)});
    QVERIFY(tool.waitForFinished(60000));
    QCOMPARE(tool.exitCode(), 0);
    QCOMPARE(tool.readAllStandardOutput(), QByteArray("2000 games\n"));
    tool.start(TAVLEYA_PGN_TOOL, {"validate", QString::fromStdString(file)});
    QVERIFY(tool.waitForFinished(60000));
    QCOMPARE(tool.exitCode(), 0);
    QCOMPARE(tool.readAllStandardOutput(), QByteArray("2000 passed, 0 failed\n"));
    writeFile(file, std::string_view(packed).substr(0, packed.size() - 10));
    tool.start(TAVLEYA_PGN_TOOL, {"validate", QString::fromStdString(file)});
    QVERIFY(tool.waitForFinished(60000));
    QCOMPARE(tool.exitCode(), 1);
    QVERIFY(
        tool.readAllStandardOutput().contains("is compressed with zstd, but it ends too early"));
}

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

// Two games with 256 lines of 1 MB of blanks and a line of 64 MB between
// them, written a piece at a time: a child process starts with its parent's
// memory counted, so the test must never hold the file itself.
bool writeBlanksBetweenTwoGames(const std::string& path, bool gzipped) {
    gzFile packed = gzipped ? gzopen(path.c_str(), "wb6") : nullptr;
    std::ofstream plain;
    if (!gzipped) plain.open(path, std::ios::binary);
    const auto write = [&](std::string_view bytes) {
        if (packed) return gzwrite(packed, bytes.data(), static_cast<unsigned>(bytes.size())) > 0;
        plain.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        return plain.good();
    };
    const std::string game = games(1);
    std::string line((1 << 20) - 1, ' ');
    line += '\n';
    bool written = write(game);
    for (int k = 0; k < 256; ++k) written = written && write(line);
    line.back() = ' ';  // the 64 MB line runs into the second game's first tag
    for (int k = 0; k < 64; ++k) written = written && write(line);
    written = written && write(game);
    if (packed) return gzclose(packed) == Z_OK && written;
    return written;
}

// The most memory `program` held at once, run with `args` to its end (KiB),
// and how it ended: its exit code, or -1 if it did not exit.
std::pair<long, int> peakMemory(const char* program, const std::vector<std::string>& args) {
    std::vector<char*> argv{const_cast<char*>(program)};
    for (const std::string& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
    argv.push_back(nullptr);
    const pid_t child = fork();
    if (child == 0) {
        const int quiet = open("/dev/null", O_WRONLY);
        dup2(quiet, STDOUT_FILENO);
        execv(program, argv.data());
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    if (child < 0 || wait4(child, &status, 0, &usage) != child) return {0, -1};
    return {usage.ru_maxrss, WIFEXITED(status) ? WEXITSTATUS(status) : -1};
}

}  // namespace

void TestPgnFiles::aRunOfBlanksCostsNoMemory_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<bool>("gzipped");
    QTest::newRow("index") << "index" << false;
    QTest::newRow("index, gzip") << "index" << true;
    QTest::newRow("validate") << "validate" << false;
}

// 256 MB of blanks between two games: read as they stream by, they cost the
// reader its blocks, not their length.
void TestPgnFiles::aRunOfBlanksCostsNoMemory() {
    // The sanitizers keep freed blocks aside for a while (ASan's quarantine,
    // 256 MB) and a child starts with its parent's memory counted: the
    // figure is measured in the plain build.
    if (kSanitized) QSKIP("memory is measured without the sanitizers");
    QFETCH(QString, command);
    QFETCH(bool, gzipped);
    const std::string file = path(gzipped ? "blanks.pgn.gz" : "blanks.pgn");
    QVERIFY(writeBlanksBetweenTwoGames(file, gzipped));
    const auto [peakKib, exitCode] = peakMemory(TAVLEYA_PGN_TOOL, {command.toStdString(), file});
    QCOMPARE(exitCode, 0);
    // The program itself, Qt-free, takes a few MB.
    constexpr long kMostKib = 64 << 10;
    QVERIFY2(peakKib < kMostKib, qPrintable(QStringLiteral("%1 KiB at most").arg(peakKib)));
    QFile::remove(QString::fromStdString(file));
}

QTEST_APPLESS_MAIN(TestPgnFiles)
#include "test_pgn_files.moc"
