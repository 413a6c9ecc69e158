#!/usr/bin/env python3
"""Synthesises Tavleya's sounds as WAV files (16-bit mono, 44.1 kHz).

    python3 tools/make_sounds.py resources/sounds

Every sound is made here from sine waves and a fixed pseudo-random noise, so
the same files come out on every machine and every Python 3; docs/sounds.md
says how each one is built and why. Standard library only.

Things that keep a sound pleasant after a hundred moves: an attack of a few
milliseconds (no click at the start), exponential decays, every part faded
to silence where it ends (no hard stop), no partial above 5 kHz except in the
brief noise of a click, and modest levels: the clicks peak at -6 dBFS and the
sustained tones, which sound louder at the same peak, lower, so that the
alerts stand only a few decibels above a move.
"""

import math
import struct
import sys
import wave
from pathlib import Path

RATE = 44100
END_FADE = 0.005  # seconds of raised-cosine fade where each part ends


class Noise:
    """White noise from a 32-bit linear congruential generator (Numerical
    Recipes constants): the same samples on every run and every platform."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF

    def next(self):
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return self.state / 2147483648.0 - 1.0


def faded(samples):
    """The last END_FADE seconds brought down to silence (raised cosine)."""
    fade = min(int(END_FADE * RATE), len(samples))
    for i in range(fade):
        samples[len(samples) - fade + i] *= 0.5 * (1 + math.cos(math.pi * (i + 1) / fade))
    return samples


def envelope(t, attack, decay):
    """A linear rise over `attack` seconds, then exp(-t/decay)."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def mode(freq, decay, seconds, amp=1.0, attack=0.0015, glide_to=None):
    """One damped sine partial (a resonance of a struck body). With
    `glide_to` the pitch falls (or rises) exponentially to that frequency
    over the sound's length."""
    out = []
    phase = 0.0
    n = int(round(seconds * RATE))
    for i in range(n):
        t = i / RATE
        f = freq if glide_to is None else freq * (glide_to / freq) ** (i / n)
        phase += 2 * math.pi * f / RATE
        out.append(amp * envelope(t, attack, decay) * math.sin(phase))
    return faded(out)


def noise_burst(seconds, decay, seed, amp=1.0, smooth=0.0):
    """A short burst of noise, the contact of the strike. `smooth` (0..1)
    is a one-pole low-pass: higher is darker."""
    gen = Noise(seed)
    out = []
    y = 0.0
    for i in range(int(round(seconds * RATE))):
        t = i / RATE
        y = smooth * y + (1 - smooth) * gen.next()
        out.append(amp * envelope(t, 0.0005, decay) * y)
    return faded(out)


def mix(*parts):
    """Sums (offset_seconds, samples) pairs into one signal."""
    length = max(int(round(off * RATE)) + len(s) for off, s in parts)
    out = [0.0] * length
    for off, s in parts:
        start = int(round(off * RATE))
        for i, v in enumerate(s):
            out[start + i] += v
    return out


def knock(pitch, seconds, seed, body=0.0):
    """A wooden knock: three inharmonic modes of a small block (ratios of a
    free bar, 1 : 2.76 : 5.40, the upper ones damped faster) over a 4 ms
    breath of dark noise. `body` adds a low resonance a fifth under the
    block, for a fuller sound."""
    parts = [
        (0, mode(pitch, 0.012, seconds, 1.0)),
        (0, mode(pitch * 2.76, 0.006, seconds, 0.35)),
        (0, mode(pitch * 5.40, 0.003, seconds, 0.12)),
        (0, noise_burst(seconds, 0.004, seed, 0.5, smooth=0.6)),
    ]
    if body:
        parts.append((0, mode(pitch / 1.5, 0.025, seconds, body)))
    return mix(*parts)


def bell(freq, seconds, decay, amp=1.0):
    """A soft chime: the fundamental with a quiet octave and an inharmonic
    partial (2.76) that dies away first, as on a small metal bar."""
    return mix(
        (0, mode(freq, decay, seconds, amp, attack=0.004)),
        (0, mode(freq * 2.0, decay * 0.5, seconds, amp * 0.18, attack=0.004)),
        (0, mode(freq * 2.76, decay * 0.25, seconds, amp * 0.08, attack=0.004)),
    )


# Each sound: its peak level in dBFS and a function returning its samples
# (scaled to that peak afterwards).
SOUNDS = {
    # A piece set down: one knock of a small hard-wood block, 60 ms.
    "move": (-6.0, lambda: knock(780, 0.060, seed=1)),
    # A capture: two knocks 55 ms apart, lower and with a body resonance;
    # the second (the taken piece) softer.
    "capture": (-6.0, lambda: mix(
        (0, knock(620, 0.070, seed=2, body=0.45)),
        (0.055, [0.7 * v for v in knock(560, 0.070, seed=3, body=0.45)]),
    )),
    # Check: two light chime notes rising a fourth, E6 then A6.
    "check": (-10.0, lambda: mix(
        (0, bell(1318.5, 0.20, 0.060, 0.8)),
        (0.090, bell(1760.0, 0.25, 0.070, 0.7)),
    )),
    # Castling: the king and the rook set down, two clicks 80 ms apart.
    "castle": (-6.0, lambda: mix(
        (0, knock(780, 0.060, seed=4)),
        (0.080, [0.85 * v for v in knock(700, 0.060, seed=5)]),
    )),
    # Low time: a soft 880 Hz beep of 90 ms, smooth attack and decay.
    "low-time": (-12.0, lambda: mix(
        (0, mode(880.0, 0.030, 0.090, 1.0, attack=0.008)),
        (0, mode(1760.0, 0.015, 0.090, 0.10, attack=0.008)),
    )),
    # Flag: a tone falling an octave, 660 Hz to 330 Hz, over 0.35 s.
    "flag": (-12.0, lambda: mix(
        (0, mode(660.0, 0.12, 0.35, 1.0, attack=0.010, glide_to=330.0)),
        (0, mode(1320.0, 0.06, 0.35, 0.15, attack=0.010, glide_to=660.0)),
    )),
    # Game end: a C major arpeggio, C5 E5 G5, each note 80 ms after the
    # last, ringing together into a chord.
    "game-end": (-10.0, lambda: mix(
        (0, bell(523.25, 0.45, 0.14, 0.6)),
        (0.080, bell(659.25, 0.37, 0.13, 0.55)),
        (0.160, bell(783.99, 0.29, 0.12, 0.5)),
    )),
    # Illegal move: a low muted thud, 150 Hz dropping to 90 Hz, 120 ms,
    # with a little dark noise and no bright partials.
    "illegal": (-9.0, lambda: mix(
        (0, mode(150.0, 0.035, 0.120, 1.0, attack=0.003, glide_to=90.0)),
        (0, noise_burst(0.120, 0.010, 6, 0.3, smooth=0.9)),
    )),
}


def to_pcm(samples, peak_dbfs):
    """Scales the loudest sample to `peak_dbfs`; returns 16-bit integers."""
    scale = 10 ** (peak_dbfs / 20) / max(abs(v) for v in samples)
    return [int(round(v * scale * 32767)) for v in samples]


def write(path, samples):
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(struct.pack("<%dh" % len(samples), *samples))


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make_sounds.py OUTPUT_FOLDER")
    folder = Path(sys.argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    for name, (peak, make) in SOUNDS.items():
        samples = to_pcm(make(), peak)
        path = folder / (name + ".wav")
        write(path, samples)
        print("%-14s %5.0f ms %6d bytes" % (path.name, 1000 * len(samples) / RATE,
                                            path.stat().st_size))


if __name__ == "__main__":
    main()
