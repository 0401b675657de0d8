"""patchcfi.py MODE FUNC IN OUT: a copy of the ELF file IN with its .eh_frame damaged, for
the unwinder's bad-input tests. MODE: "aug", every CIE's augmentation "zR" becomes the
unknown "zQ"; "trunc", the length of the FDE that covers function FUNC runs past the end of
the section, as if the section were cut there; "junk", that FDE's instructions become an
opcode DWARF does not define (0x3d)."""
import struct
import subprocess
import sys


def section(data, name):
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3a)
    strtab_off, = struct.unpack_from("<Q", data, shoff + shstrndx * shentsize + 0x18)
    for i in range(shnum):
        sh = shoff + i * shentsize
        nameoff, = struct.unpack_from("<I", data, sh)
        end = data.index(b"\0", strtab_off + nameoff)
        if data[strtab_off + nameoff:end].decode() == name:
            addr, off, size = struct.unpack_from("<QQQ", data, sh + 0x10)
            return addr, off, size
    sys.exit("no section " + name)


def func_addr(path, func):
    for line in subprocess.run(["nm", path], capture_output=True, text=True).stdout.splitlines():
        p = line.split()
        if len(p) == 3 and p[2] == func:
            return int(p[0], 16)
    sys.exit("no function " + func)


def records(data, off, size):
    """(offset, length, is_cie) of each CIE and FDE"""
    at = off
    while at + 8 <= off + size:
        length, cid = struct.unpack_from("<II", data, at)
        if length == 0:
            return
        yield at, length, cid == 0
        at += 4 + length


def main():
    mode, func, src, dst = sys.argv[1:]
    data = bytearray(open(src, "rb").read())
    addr, off, size = section(data, ".eh_frame")
    target = func_addr(src, func)
    for at, length, cie in list(records(data, off, size)):
        if cie:
            if mode == "aug":
                i = data.index(b"zR\0", at + 9, at + 4 + length)
                data[i + 1:i + 2] = b"Q"
            continue
        start = addr + (at + 8 - off) + struct.unpack_from("<i", data, at + 8)[0]
        pcs, = struct.unpack_from("<I", data, at + 12)
        if not start <= target < start + pcs:
            continue
        if mode == "trunc":
            struct.pack_into("<I", data, at, 0x7fffff00)
        elif mode == "junk":
            data[at + 17:at + 4 + length] = b"\x3d" * (length - 13)
    open(dst, "wb").write(data)


main()
