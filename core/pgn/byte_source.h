#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "../result.h"

// Where the text of a PGN file comes from: the file itself, or what its
// compression holds, converted to UTF-8 when it is UTF-16. Each layer reads
// the one below in blocks, so a file of any size passes through a small,
// fixed amount of memory.
namespace tavleya::pgn {

enum class Compression { None, Gzip, Bzip2, Xz, Zstd };

// How a PGN file keeps its text.
struct FileForm {
    Compression compression = Compression::None;
    bool utf16 = false;
    // The text is the file's bytes as they are: its offsets are offsets in
    // the file, and a game can be written back into its place.
    bool plain() const { return compression == Compression::None && !utf16; }
};

// The name users know a compression by ("gzip"), empty for none.
std::string_view compressionName(Compression compression);

class ByteSource {
public:
    virtual ~ByteSource() = default;
    // Up to `size` bytes of the text into `out`; fewer only where the text
    // ends or reading fails.
    virtual std::size_t read(char* out, std::size_t size) = 0;
    // Bytes of the file itself used so far: how far along the file is.
    virtual std::uint64_t consumed() const = 0;
    // Why the text ended before the file did, when it did.
    virtual const std::optional<Error>& failure() const = 0;
    // Passes over the next `bytes` bytes of the text; how many there were.
    virtual std::uint64_t skip(std::uint64_t bytes);
};

// A file's text, with its first few kilobytes already taken from `source`
// (they tell what the file is).
struct OpenedText {
    std::unique_ptr<ByteSource> source;
    std::string head;
    bool whole = false;  // the head is all the text there is
    FileForm form;
    std::uint64_t fileSize = 0;  // on disk; 0 when unknown (a pipe)
};

// Opens `path` and reads the first bytes of its text. A file
// that is clearly no PGN text (an archive, a document, a picture, binary
// data) is an error that says what it is, as is compression damaged from
// its start; damage further on is the source's failure() when reached.
Result<OpenedText> openText(const std::string& path);

}  // namespace tavleya::pgn
