#pragma once

#include <QString>

namespace tavleya {

// How a NAG is shown: its symbol ("⩲"), or a plain-text stand-in ("+/=")
// when the interface font cannot draw the symbol; "$n" for a NAG without a
// mark.
QString glyphText(int nag);

}  // namespace tavleya
