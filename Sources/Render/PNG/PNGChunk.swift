internal import CPNG

/// One chunk of a PNG file: a four-letter type and its data (length and CRC are implied).
///
/// An animated PNG (APNG) is a still PNG with three more chunk types (`acTL`, `fcTL`, `fdAT`).
/// `APNGWriter` reads the chunks of the still encoder's output with `chunks(in:)` and writes the
/// animation's own with `append(to:)`; the checksum is zlib's `crc32`.
struct PNGChunk: Hashable, Sendable {
    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunk type, four ASCII letters such as `IHDR` or `fdAT`.
    var type: String
    /// The chunk's data.
    var data: [UInt8]

    /// A chunk of `type` with `data`.
    init(_ type: String, _ data: [UInt8]) {
        self.type = type
        self.data = data
    }

    /// The chunks of a PNG file, in order, each checked against its CRC.
    ///
    /// - Throws: `RenderError` when the signature is missing, a chunk runs past the end, or a
    ///   CRC does not match.
    static func chunks(in png: [UInt8]) throws(RenderError) -> [PNGChunk] {
        guard png.count >= 8, Array(png[0..<8]) == signature else {
            throw RenderError("the data is not a PNG (its signature is missing)")
        }
        var chunks: [PNGChunk] = []
        var offset = 8
        while offset < png.count {
            guard png.count - offset >= 12 else { throw RenderError("a PNG chunk header is cut off at byte \(offset)") }
            let length = Int(readUInt32(png, at: offset))
            guard length <= png.count - offset - 12 else { throw RenderError("a PNG chunk runs past the end of the file") }
            let typeBytes = Array(png[offset + 4..<offset + 8])
            let data = Array(png[offset + 8..<offset + 8 + length])
            let stored = readUInt32(png, at: offset + 8 + length)
            guard stored == checksum(typeBytes + data) else {
                throw RenderError("the CRC of PNG chunk \(String(decoding: typeBytes, as: UTF8.self)) does not match")
            }
            chunks.append(PNGChunk(String(decoding: typeBytes, as: UTF8.self), data))
            offset += 12 + length
        }
        return chunks
    }

    /// Writes the chunk (length, type, data, CRC of type and data) to the end of `output`.
    func append(to output: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        Self.appendUInt32(UInt32(data.count), to: &output)
        output += typeBytes
        output += data
        Self.appendUInt32(Self.checksum(typeBytes + data), to: &output)
    }

    /// zlib's CRC-32 of `bytes` (the PNG chunk checksum).
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            var crc = crc32(0, nil, 0)
            var start = 0
            // crc32 takes a 32-bit length; feed it in pieces so any size is safe.
            while start < buffer.count {
                let count = min(buffer.count - start, 1 << 30)
                crc = crc32(crc, buffer.baseAddress.map { $0 + start }, uInt(count))
                start += count
            }
            return UInt32(truncatingIfNeeded: crc)
        }
    }

    /// The big-endian 32-bit number at `offset` (the caller has checked the bounds).
    static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// Appends `value` as four big-endian bytes.
    static func appendUInt32(_ value: UInt32, to output: inout [UInt8]) {
        output += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends `value` as two big-endian bytes.
    static func appendUInt16(_ value: UInt16, to output: inout [UInt8]) {
        output += [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}
