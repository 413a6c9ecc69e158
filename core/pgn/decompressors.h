#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "byte_source.h"

namespace tavleya::pgn {

// What a compressed file holds, read from `file` (the file's own bytes) as
// it is needed; `path` names the file in messages.
std::unique_ptr<ByteSource> decompressing(Compression compression, std::unique_ptr<ByteSource> file,
                                          const std::string& path);

// A file whose `compression` does not decode.
Error damagedFile(const std::string& path, std::string_view compression);
// A file that ends in the middle of its compressed data: a download or a
// copy that did not finish.
Error cutShortFile(const std::string& path, std::string_view compression);

}  // namespace tavleya::pgn
