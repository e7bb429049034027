/// The ligatures of a font's GSUB table (OpenType lookup type 4, also inside extension lookups):
/// the glyph a sequence of glyphs becomes, as a shaping engine would substitute it.
///
/// Noto Color Emoji draws a ZWJ sequence (👨‍👩‍👧), a flag (🇫🇷, two regional indicators), a
/// skin-toned emoji (👋🏻) and a tag sequence (🏴 + tags) as one glyph through such ligatures in
/// its `ccmp` feature, its only feature; its other lookups only handle unpaired regional
/// indicators and tags. So every ligature lookup is read, in lookup order, without a script or
/// feature list; at a position the first ligature that matches wins (the font lists longer
/// ones first, as OpenType applies them). Offsets are checked against the table, so a damaged
/// font gives fewer ligatures, never a trap.
struct EmojiLigatures {
    /// A ligature: the glyphs after the first and the glyph they all become.
    struct Ligature: Equatable {
        var rest: [UInt32]
        var glyph: UInt32
    }

    /// The ligatures by their first glyph, in the order they are tried.
    private(set) var byFirstGlyph: [UInt32: [Ligature]] = [:]

    /// No ligatures (a font without a GSUB table).
    init() {}

    /// The ligatures of the GSUB table `table` (its bytes as the font stores them).
    init(gsub table: [UInt8]) {
        let reader = Reader(bytes: table)
        guard let lookupList = reader.u16(8).map(Int.init), let count = reader.u16(lookupList) else { return }
        for index in 0..<Int(count) {
            guard let offset = reader.u16(lookupList + 2 + 2 * index) else { return }
            readLookup(reader, at: lookupList + Int(offset))
        }
    }

    /// The glyph `glyphs[start...]` begins with as a ligature and how many glyphs it takes; nil
    /// when no ligature starts there.
    func match(_ glyphs: [UInt32], at start: Int) -> (glyph: UInt32, count: Int)? {
        guard glyphs.indices.contains(start), let candidates = byFirstGlyph[glyphs[start]] else { return nil }
        for ligature in candidates where start + ligature.rest.count < glyphs.count {
            if glyphs[(start + 1)...(start + ligature.rest.count)].elementsEqual(ligature.rest) {
                return (ligature.glyph, ligature.rest.count + 1)
            }
        }
        return nil
    }

    /// A lookup's ligature subtables (type 4, or type 7 pointing at type 4).
    private mutating func readLookup(_ reader: Reader, at lookup: Int) {
        guard let type = reader.u16(lookup), let count = reader.u16(lookup + 4) else { return }
        for index in 0..<Int(count) {
            guard let offset = reader.u16(lookup + 6 + 2 * index) else { return }
            let subtable = lookup + Int(offset)
            if type == 4 {
                readLigatureSubtable(reader, at: subtable)
            } else if type == 7, reader.u16(subtable) == 1, reader.u16(subtable + 2) == 4,
                      let extensionOffset = reader.u32(subtable + 4) {
                readLigatureSubtable(reader, at: subtable + Int(extensionOffset))
            }
        }
    }

    /// A ligature substitution subtable (format 1): a coverage table of first glyphs and, for
    /// each, its ligature set.
    private mutating func readLigatureSubtable(_ reader: Reader, at subtable: Int) {
        guard reader.u16(subtable) == 1, let coverageOffset = reader.u16(subtable + 2),
              let setCount = reader.u16(subtable + 4) else { return }
        let firsts = Self.coverage(reader, at: subtable + Int(coverageOffset), limit: Int(setCount))
        for index in 0..<min(Int(setCount), firsts.count) {
            guard let setOffset = reader.u16(subtable + 6 + 2 * index) else { return }
            let set = subtable + Int(setOffset)
            guard let ligatureCount = reader.u16(set) else { continue }
            var ligatures: [Ligature] = []
            for item in 0..<Int(ligatureCount) {
                guard let offset = reader.u16(set + 2 + 2 * item) else { break }
                let at = set + Int(offset)
                guard let glyph = reader.u16(at), let components = reader.u16(at + 2), components >= 1 else { continue }
                var rest: [UInt32] = []
                for component in 1..<Int(components) {
                    guard let id = reader.u16(at + 2 + 2 * component) else { break }
                    rest.append(UInt32(id))
                }
                guard rest.count == Int(components) - 1 else { continue }
                ligatures.append(Ligature(rest: rest, glyph: UInt32(glyph)))
            }
            byFirstGlyph[firsts[index], default: []] += ligatures
        }
    }

    /// The first `limit` glyphs a coverage table lists, in coverage order (format 1 a list,
    /// format 2 ranges).
    private static func coverage(_ reader: Reader, at table: Int, limit: Int) -> [UInt32] {
        guard let format = reader.u16(table), let count = reader.u16(table + 2) else { return [] }
        var glyphs: [UInt32] = []
        switch format {
        case 1:
            for index in 0..<min(Int(count), limit) {
                guard let glyph = reader.u16(table + 4 + 2 * index) else { break }
                glyphs.append(UInt32(glyph))
            }
        case 2:
            for index in 0..<Int(count) where glyphs.count < limit {
                let record = table + 4 + 6 * index
                guard let start = reader.u16(record), let end = reader.u16(record + 2), start <= end else { break }
                glyphs += (UInt32(start)...UInt32(end)).prefix(limit - glyphs.count)
            }
        default:
            break
        }
        return glyphs
    }

    /// Big-endian reads that give nil past the table's end.
    private struct Reader {
        let bytes: [UInt8]

        func u16(_ offset: Int) -> UInt16? {
            guard offset >= 0, offset + 2 <= bytes.count else { return nil }
            return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
        }

        func u32(_ offset: Int) -> UInt32? {
            guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
            return UInt32(high) << 16 | UInt32(low)
        }
    }
}
