#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace tavleya {

// The encodings chess files are found in. PGN says Latin-1, the world writes
// UTF-8, and Russian files from the 1990s and 2000s are often Windows-1251.
// (UTF-16 files are converted to UTF-8 as they are read: byte_source.h.)
enum class TextEncoding { Utf8, Windows1251, Latin1 };

bool isValidUtf8(std::string_view bytes);

// Which encoding `bytes` is most likely in: UTF-8 when they are valid UTF-8,
// else Windows-1251 when the letters beyond ASCII come in runs (Cyrillic
// words), else Latin-1 (accents inside Latin words).
TextEncoding detectEncoding(std::string_view bytes);

// Appends the UTF-8 form of the character `code` (at most U+10FFFF).
void appendUtf8(std::string& out, std::uint32_t code);

// The text as UTF-8; a leading byte-order mark is dropped.
std::string decodeToUtf8(std::string_view bytes, TextEncoding encoding);

}  // namespace tavleya
