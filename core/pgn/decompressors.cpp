#include "decompressors.h"

#include <bzlib.h>
#include <lzma.h>
#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <climits>
#include <cstring>
#include <vector>

namespace tavleya::pgn {

using namespace std::string_view_literals;

Error damagedFile(const std::string& path, std::string_view compression) {
    return Error::translatable(
        TAVLEYA_MESSAGE("core", "%1 is compressed with %2, but the compressed data is damaged"),
        {path, std::string(compression)});
}

Error cutShortFile(const std::string& path, std::string_view compression) {
    return Error::translatable(
        TAVLEYA_MESSAGE("core",
                        "%1 is compressed with %2, but it ends too early: it may not have been "
                        "copied or downloaded whole"),
        {path, std::string(compression)});
}

namespace {

// The libraries count in 32 bits: no single call is given more than this.
constexpr std::size_t kMaxCall = 1u << 30;

// Feeds a decoder the file's bytes a block at a time and takes what it
// makes; the decoders differ only in how one step is taken.
class Decompressor : public ByteSource {
public:
    Decompressor(std::unique_ptr<ByteSource> file, std::string path, Compression compression)
        : file_(std::move(file)), path_(std::move(path)), compression_(compression) {}

    std::size_t read(char* out, std::size_t size) final;
    std::uint64_t consumed() const final { return file_->consumed() - (end_ - pos_); }
    const std::optional<Error>& failure() const final { return failure_; }

protected:
    enum class Step { Going, StreamEnd, Damaged };
    struct Work {
        const char* in;
        std::size_t inSize;
        char* out;
        std::size_t outSize;
        bool lastInput;  // no more input follows what `in` holds
        std::size_t used = 0;
        std::size_t made = 0;
    };
    virtual Step decode(Work& work) = 0;
    // After a stream ended: whether `next` begins another one (parallel
    // compressors and joined files write several), which the decoder is then
    // ready to read.
    virtual bool startsAnother(std::string_view next) = 0;

private:
    // Keeps at least `bytes` unread bytes in the input, if the file has them.
    void refill(std::size_t bytes);
    void fail(Error error) {
        failure_ = std::move(error);
        ended_ = true;
    }

    std::unique_ptr<ByteSource> file_;
    std::string path_;
    Compression compression_;
    std::vector<char> input_ = std::vector<char>(1 << 16);
    std::size_t pos_ = 0;
    std::size_t end_ = 0;
    bool fileEnded_ = false;
    bool ended_ = false;
    std::optional<Error> failure_;
};

void Decompressor::refill(std::size_t bytes) {
    if (end_ - pos_ >= bytes || fileEnded_) return;
    std::memmove(input_.data(), input_.data() + pos_, end_ - pos_);
    end_ -= pos_;
    pos_ = 0;
    const std::size_t want = input_.size() - end_;
    const std::size_t got = file_->read(input_.data() + end_, want);
    end_ += got;
    fileEnded_ = got < want;
    if (file_->failure()) fail(*file_->failure());
}

std::size_t Decompressor::read(char* out, std::size_t size) {
    std::size_t done = 0;
    while (done < size && !ended_) {
        refill(1);
        if (ended_) break;
        Work work{input_.data() + pos_, end_ - pos_, out + done, std::min(size - done, kMaxCall),
                  fileEnded_};
        const Step step = decode(work);
        pos_ += work.used;
        done += work.made;
        const std::string_view format = compressionName(compression_);
        if (step == Step::Damaged) {
            fail(damagedFile(path_, format));
        } else if (step == Step::StreamEnd) {
            refill(8);
            ended_ = ended_ || pos_ == end_ || !startsAnother({input_.data() + pos_, end_ - pos_});
        } else if (work.used == 0 && work.made == 0) {
            // No step without more input: more of the file, if it has more.
            if (fileEnded_)
                fail(cutShortFile(path_, format));
            else if (end_ - pos_ == input_.size())
                fail(damagedFile(path_, format));  // stuck with a full buffer
            else
                refill(end_ - pos_ + 1);
        }
    }
    return done;
}

class GzipSource final : public Decompressor {
public:
    GzipSource(std::unique_ptr<ByteSource> file, std::string path)
        : Decompressor(std::move(file), std::move(path), Compression::Gzip) {
        ready_ = inflateInit2(&z_, 15 + 16) == Z_OK;  // 16: the gzip wrapper, not zlib's
    }
    ~GzipSource() override {
        if (ready_) inflateEnd(&z_);
    }

private:
    Step decode(Work& work) override {
        if (!ready_) return Step::Damaged;
        z_.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(work.in));
        z_.avail_in = static_cast<uInt>(work.inSize);
        z_.next_out = reinterpret_cast<Bytef*>(work.out);
        z_.avail_out = static_cast<uInt>(work.outSize);
        const int status = inflate(&z_, Z_NO_FLUSH);
        work.used = work.inSize - z_.avail_in;
        work.made = work.outSize - z_.avail_out;
        if (status == Z_STREAM_END) return Step::StreamEnd;
        return status == Z_OK || status == Z_BUF_ERROR ? Step::Going : Step::Damaged;
    }
    bool startsAnother(std::string_view next) override {
        return next.starts_with("\x1F\x8B"sv) && inflateReset(&z_) == Z_OK;
    }

    z_stream z_{};
    bool ready_ = false;
};

class Bzip2Source final : public Decompressor {
public:
    Bzip2Source(std::unique_ptr<ByteSource> file, std::string path)
        : Decompressor(std::move(file), std::move(path), Compression::Bzip2) {
        ready_ = BZ2_bzDecompressInit(&s_, 0, 0) == BZ_OK;
    }
    ~Bzip2Source() override {
        if (ready_) BZ2_bzDecompressEnd(&s_);
    }

private:
    Step decode(Work& work) override {
        if (!ready_) return Step::Damaged;
        s_.next_in = const_cast<char*>(work.in);
        s_.avail_in = static_cast<unsigned>(work.inSize);
        s_.next_out = work.out;
        s_.avail_out = static_cast<unsigned>(work.outSize);
        const int status = BZ2_bzDecompress(&s_);
        work.used = work.inSize - s_.avail_in;
        work.made = work.outSize - s_.avail_out;
        if (status == BZ_STREAM_END) return Step::StreamEnd;
        return status == BZ_OK ? Step::Going : Step::Damaged;
    }
    bool startsAnother(std::string_view next) override {
        if (!next.starts_with("BZh")) return false;
        BZ2_bzDecompressEnd(&s_);
        s_ = {};
        ready_ = BZ2_bzDecompressInit(&s_, 0, 0) == BZ_OK;
        return ready_;
    }

    bz_stream s_{};
    bool ready_ = false;
};

class XzSource final : public Decompressor {
public:
    XzSource(std::unique_ptr<ByteSource> file, std::string path)
        : Decompressor(std::move(file), std::move(path), Compression::Xz) {
        // More than any xz preset needs (-9e uses 65 MB), so that a
        // hostile header cannot claim the machine's memory.
        constexpr std::uint64_t kMemoryLimit = 256u << 20;
        ready_ = lzma_stream_decoder(&s_, kMemoryLimit, LZMA_CONCATENATED) == LZMA_OK;
    }
    ~XzSource() override { lzma_end(&s_); }

private:
    Step decode(Work& work) override {
        if (!ready_) return Step::Damaged;
        s_.next_in = reinterpret_cast<const std::uint8_t*>(work.in);
        s_.avail_in = work.inSize;
        s_.next_out = reinterpret_cast<std::uint8_t*>(work.out);
        s_.avail_out = work.outSize;
        // Told where the input ends, the decoder knows the last stream is whole.
        const lzma_ret status = lzma_code(&s_, work.lastInput ? LZMA_FINISH : LZMA_RUN);
        work.used = work.inSize - s_.avail_in;
        work.made = work.outSize - s_.avail_out;
        if (status == LZMA_STREAM_END) return Step::StreamEnd;
        return status == LZMA_OK || status == LZMA_BUF_ERROR ? Step::Going : Step::Damaged;
    }
    // The decoder reads joined streams itself.
    bool startsAnother(std::string_view) override { return false; }

    lzma_stream s_ = LZMA_STREAM_INIT;
    bool ready_ = false;
};

class ZstdSource final : public Decompressor {
public:
    ZstdSource(std::unique_ptr<ByteSource> file, std::string path)
        : Decompressor(std::move(file), std::move(path), Compression::Zstd),
          d_(ZSTD_createDCtx()) {}
    ~ZstdSource() override { ZSTD_freeDCtx(d_); }

private:
    Step decode(Work& work) override {
        if (!d_) return Step::Damaged;
        ZSTD_inBuffer in{work.in, work.inSize, 0};
        ZSTD_outBuffer out{work.out, work.outSize, 0};
        const std::size_t status = ZSTD_decompressStream(d_, &out, &in);
        work.used = in.pos;
        work.made = out.pos;
        if (ZSTD_isError(status)) return Step::Damaged;
        return status == 0 ? Step::StreamEnd : Step::Going;  // 0: a frame is whole
    }
    bool startsAnother(std::string_view next) override {
        // A frame, or a skippable frame (magic 0x184D2A50 to 0x184D2A5F).
        return next.starts_with("\x28\xB5\x2F\xFD"sv) ||
               (next.size() >= 4 && (static_cast<unsigned char>(next[0]) & 0xF0) == 0x50 &&
                next.substr(1, 3) == "\x2A\x4D\x18"sv);
    }

    ZSTD_DCtx* d_;
};

}  // namespace

std::unique_ptr<ByteSource> decompressing(Compression compression, std::unique_ptr<ByteSource> file,
                                          const std::string& path) {
    switch (compression) {
        case Compression::Gzip:
            return std::make_unique<GzipSource>(std::move(file), path);
        case Compression::Bzip2:
            return std::make_unique<Bzip2Source>(std::move(file), path);
        case Compression::Xz:
            return std::make_unique<XzSource>(std::move(file), path);
        case Compression::Zstd:
            return std::make_unique<ZstdSource>(std::move(file), path);
        case Compression::None:
            break;
    }
    return file;
}

}  // namespace tavleya::pgn
