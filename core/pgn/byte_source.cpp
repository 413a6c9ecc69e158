#include "byte_source.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

#include "decompressors.h"
#include "text_encoding.h"

namespace tavleya::pgn {

using namespace std::string_view_literals;

std::string_view compressionName(Compression compression) {
    switch (compression) {
        case Compression::Gzip:
            return "gzip";
        case Compression::Bzip2:
            return "bzip2";
        case Compression::Xz:
            return "xz";
        case Compression::Zstd:
            return "zstd";
        case Compression::None:
            break;
    }
    return {};
}

namespace {

// Enough of a text to tell what it is.
constexpr std::size_t kHeadBytes = 4096;

class FileSource final : public ByteSource {
public:
    static Result<std::unique_ptr<FileSource>> open(const std::string& path) {
        auto source = std::unique_ptr<FileSource>(new FileSource(path));
        if (!source->file_) return Error{path + ": " + std::strerror(errno), 0};
        return source;
    }
    ~FileSource() override {
        if (file_) std::fclose(file_);
    }

    std::uint64_t size() const { return size_; }
    // The first bytes of the file, read again by read().
    std::string_view peek(std::size_t bytes) {
        if (peeked_.size() < bytes) {
            const std::size_t old = peeked_.size();
            peeked_.resize(bytes);
            peeked_.resize(old + readFile(peeked_.data() + old, bytes - old));
        }
        return std::string_view(peeked_).substr(0, bytes);
    }

    std::size_t read(char* out, std::size_t size) override {
        const std::size_t early = std::min(size, peeked_.size());
        std::memcpy(out, peeked_.data(), early);
        peeked_.erase(0, early);
        const std::size_t done = early + readFile(out + early, size - early);
        consumed_ += done;
        return done;
    }
    std::uint64_t consumed() const override { return consumed_; }
    const std::optional<Error>& failure() const override { return failure_; }
    std::uint64_t skip(std::uint64_t bytes) override {
        const std::size_t early =
            static_cast<std::size_t>(std::min<std::uint64_t>(bytes, peeked_.size()));
        peeked_.erase(0, early);
        consumed_ += early;
        // A pipe has no size and cannot seek: it is read through instead.
        const std::uint64_t rest = std::min(bytes - early, size_ - std::min(size_, consumed_));
        if (size_ == 0 || std::fseek(file_, static_cast<long>(rest), SEEK_CUR) != 0)
            return early + ByteSource::skip(bytes - early);
        consumed_ += rest;
        return early + rest;
    }

private:
    explicit FileSource(const std::string& path)
        : file_(std::fopen(path.c_str(), "rb")), path_(path) {
        if (file_ && std::fseek(file_, 0, SEEK_END) == 0) {
            const long size = std::ftell(file_);
            size_ = size > 0 ? static_cast<std::uint64_t>(size) : 0;
            std::fseek(file_, 0, SEEK_SET);
        }
    }
    std::size_t readFile(char* out, std::size_t size) {
        if (size == 0) return 0;
        const std::size_t got = std::fread(out, 1, size, file_);
        if (got < size && std::ferror(file_) && !failure_)
            failure_ = Error{path_ + ": " + std::strerror(errno), 0};
        return got;
    }

    std::FILE* file_;
    std::string path_;
    std::uint64_t size_ = 0;
    std::uint64_t consumed_ = 0;
    std::string peeked_;
    std::optional<Error> failure_;
};

// UTF-16 text as UTF-8, a block at a time. Code units that do not pair up
// become U+FFFD, as a text editor shows them.
class Utf16Source final : public ByteSource {
public:
    Utf16Source(std::unique_ptr<ByteSource> inner, std::string first, bool bigEndian)
        : inner_(std::move(inner)), input_(std::move(first)), bigEndian_(bigEndian) {}

    std::size_t read(char* out, std::size_t size) override {
        std::size_t done = 0;
        while (done < size) {
            if (taken_ == text_.size()) {
                if (innerEnded_ && input_.empty()) break;
                convertMore();
                continue;
            }
            const std::size_t n = std::min(size - done, text_.size() - taken_);
            std::memcpy(out + done, text_.data() + taken_, n);
            taken_ += n;
            done += n;
        }
        return done;
    }
    std::uint64_t consumed() const override { return inner_->consumed(); }
    const std::optional<Error>& failure() const override { return inner_->failure(); }

private:
    char16_t unit(std::size_t at) const {
        const auto a = static_cast<unsigned char>(input_[at]);
        const auto b = static_cast<unsigned char>(input_[at + 1]);
        return static_cast<char16_t>(bigEndian_ ? (a << 8 | b) : (b << 8 | a));
    }
    void convertMore() {
        text_.clear();
        taken_ = 0;
        if (!innerEnded_) {
            constexpr std::size_t kBlock = 1 << 16;
            const std::size_t old = input_.size();
            input_.resize(old + kBlock);
            const std::size_t got = inner_->read(input_.data() + old, kBlock);
            input_.resize(old + got);
            innerEnded_ = got < kBlock;
        }
        std::size_t at = 0;
        for (; at + 2 <= input_.size(); at += 2) {
            const char16_t u = unit(at);
            if (u < 0xD800 || u > 0xDFFF) {
                appendUtf8(text_, u);
            } else if (u >= 0xDC00) {
                appendUtf8(text_, 0xFFFD);  // a second half without a first
            } else if (at + 4 > input_.size() && !innerEnded_) {
                break;  // its second half is in the next block
            } else if (at + 4 <= input_.size() && unit(at + 2) >= 0xDC00 &&
                       unit(at + 2) <= 0xDFFF) {
                appendUtf8(text_, 0x10000 + ((u - 0xD800) << 10) + (unit(at + 2) - 0xDC00));
                at += 2;
            } else {
                appendUtf8(text_, 0xFFFD);
            }
        }
        input_.erase(0, at);
        if (innerEnded_ && !input_.empty()) {
            appendUtf8(text_, 0xFFFD);  // half a code unit at the very end
            input_.clear();
        }
    }

    std::unique_ptr<ByteSource> inner_;
    std::string input_;  // bytes not converted yet
    std::string text_;   // converted, not yet read
    std::size_t taken_ = 0;
    bool bigEndian_;
    bool innerEnded_ = false;
};

Compression compressionOf(std::string_view magic) {
    if (magic.starts_with("\x1F\x8B"sv)) return Compression::Gzip;
    if (magic.size() >= 4 && magic.starts_with("BZh") && magic[3] >= '1' && magic[3] <= '9')
        return Compression::Bzip2;
    if (magic.starts_with("\xFD"
                          "7zXZ\x00"sv))
        return Compression::Xz;
    if (magic.starts_with("\x28\xB5\x2F\xFD"sv)) return Compression::Zstd;
    return Compression::None;
}

// Whether a text is UTF-16, and which way round: by its byte-order mark,
// or, without one, by its zero bytes: a PGN file starts with a tag or a move
// number, ASCII, and most of its letters are ASCII, whose other byte is
// zero; the byte that holds the letter seldom is. The second: the mark's
// length.
std::optional<std::pair<bool, std::size_t>> utf16Order(std::string_view head) {
    if (head.starts_with("\xFF\xFE"sv)) return std::pair{false, std::size_t{2}};
    if (head.starts_with("\xFE\xFF"sv)) return std::pair{true, std::size_t{2}};
    const std::size_t n = std::min<std::size_t>(head.size(), 512) & ~std::size_t{1};
    if (n < 4) return std::nullopt;
    for (const bool bigEndian : {false, true}) {
        const std::size_t low = bigEndian ? 1 : 0;
        if (static_cast<unsigned char>(head[low]) >= 0x80 || head[low ^ 1] != 0) continue;
        std::size_t highZeros = 0;
        std::size_t lowZeros = 0;
        for (std::size_t i = 0; i < n; i += 2) {
            highZeros += head[i + (low ^ 1)] == 0;
            lowZeros += head[i + low] == 0;
        }
        const std::size_t units = n / 2;
        if (highZeros * 4 >= units * 3 && lowZeros * 16 <= units)
            return std::pair{bigEndian, std::size_t{0}};
    }
    return std::nullopt;
}

// The first bytes of files that are something else, and what they are.
struct Signature {
    std::string_view magic;
    std::string_view name;
    bool archive;
};
constexpr std::array kOtherFiles{
    Signature{"PK\x03\x04"sv, "ZIP", true},
    Signature{"PK\x05\x06"sv, "ZIP", true},
    Signature{"7z\xBC\xAF\x27\x1C"sv, "7-Zip", true},
    Signature{"Rar!\x1A\x07"sv, "RAR", true},
    Signature{"%PDF-"sv, "PDF", false},
    Signature{"\x89PNG\r\n\x1A\n"sv, "PNG", false},
    Signature{"\xFF\xD8\xFF"sv, "JPEG", false},
    Signature{"GIF87a"sv, "GIF", false},
    Signature{"GIF89a"sv, "GIF", false},
};

// What a file is, by its first bytes, when it is a known kind of file that
// holds no PGN text.
std::optional<Error> otherKindOfFile(std::string_view head, const std::string& path) {
    for (const Signature& other : kOtherFiles) {
        if (!head.starts_with(other.magic)) continue;
        if (other.archive)
            return Error::translatable(
                TAVLEYA_MESSAGE("core", "%1 is a %2 archive, not a PGN file: unpack it first"),
                {path, std::string(other.name)});
        return Error::translatable(TAVLEYA_MESSAGE("core", "%1 is a %2 file, not a PGN file"),
                                   {path, std::string(other.name)});
    }
    return std::nullopt;
}

// Why `head`, the start of a file's text, is not a PGN text, if it is not.
std::optional<Error> notPgn(std::string_view head, const std::string& path) {
    if (auto other = otherKindOfFile(head, path)) return other;
    // No text has zero bytes; every binary format does, and early.
    if (head.find('\0') != std::string_view::npos)
        return Error::translatable(
            TAVLEYA_MESSAGE("core", "%1 is not a PGN file: it holds binary data"), {path});
    return std::nullopt;
}

std::string takeHead(ByteSource& source) {
    std::string head(kHeadBytes, '\0');
    head.resize(source.read(head.data(), head.size()));
    return head;
}

}  // namespace

Result<OpenedText> openText(const std::string& path) {
    auto file = FileSource::open(path);
    if (!file) return file.error();
    OpenedText text;
    text.fileSize = file.value()->size();
    const std::string_view magic = file.value()->peek(8);
    if (auto other = otherKindOfFile(magic, path)) return *other;
    text.form.compression = compressionOf(magic);
    std::unique_ptr<ByteSource> source = std::move(file).value();
    if (text.form.compression != Compression::None)
        source = decompressing(text.form.compression, std::move(source), path);
    text.head = takeHead(*source);
    if (text.head.empty() && source->failure()) return *source->failure();
    if (const auto order = utf16Order(text.head)) {
        text.form.utf16 = true;
        source = std::make_unique<Utf16Source>(std::move(source), text.head.substr(order->second),
                                               order->first);
        text.head = takeHead(*source);
    }
    if (auto other = notPgn(text.head, path)) return *other;
    text.whole = text.head.size() < kHeadBytes;
    text.source = std::move(source);
    return text;
}

std::uint64_t ByteSource::skip(std::uint64_t bytes) {
    std::vector<char> scratch(1 << 16);
    std::uint64_t done = 0;
    while (done < bytes) {
        const auto want =
            static_cast<std::size_t>(std::min<std::uint64_t>(bytes - done, scratch.size()));
        const std::size_t got = read(scratch.data(), want);
        done += got;
        if (got < want) break;
    }
    return done;
}

}  // namespace tavleya::pgn
