#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Writes Fray's Windows icon (.ico) and macOS icon (.icns) from the hicolor PNGs, each image kept
# as the PNG it is (both formats hold PNGs since Windows Vista and Mac OS X 10.7).
#
# Usage: scripts/platform-icons.py PNG_FOLDER ICO ICNS
import struct
import sys
from pathlib import Path

ICO_SIZES = [16, 24, 32, 48, 64, 128, 256]
# The ICNS types that hold a PNG of each size.
ICNS_TYPES = [(16, b"icp4"), (32, b"icp5"), (64, b"icp6"), (128, b"ic07"), (256, b"ic08")]


def png(folder, size):
    data = (Path(folder) / f"fray-{size}.png").read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"platform-icons: fray-{size}.png is not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    if (width, height) != (size, size):
        sys.exit(f"platform-icons: fray-{size}.png is {width}x{height}, not {size}x{size}")
    return data


def ico(folder):
    images = [png(folder, size) for size in ICO_SIZES]
    out = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    for size, data in zip(ICO_SIZES, images):
        side = 0 if size == 256 else size  # 0 stands for 256
        out += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return out + b"".join(images)


def icns(folder):
    body = b""
    for size, kind in ICNS_TYPES:
        data = png(folder, size)
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: platform-icons.py PNG_FOLDER ICO ICNS")
    folder, ico_path, icns_path = sys.argv[1:]
    Path(ico_path).write_bytes(ico(folder))
    Path(icns_path).write_bytes(icns(folder))


if __name__ == "__main__":
    main()
