/// Swift's text for the iterator `makeIterator()` returns (Prelude+Iterators.swift), which Lang
/// holds as the collection's elements, the offset of the next and the collection itself: a Set's
/// and a Dictionary's print as their type's name (`Swift.Set<Swift.Int>.Iterator`), a String's
/// by its `String.Iterator`'s fields, the rest as `IndexingIterator`s of their collection
/// (`_elements: Range(0..<3), _position: 0`), their position the collection's index.
enum IndexingIteratorText {
    /// Whether `decl` is the library's `IndexingIterator`.
    static func isIterator(_ decl: NominalDecl) -> Bool {
        decl.name == "IndexingIterator" && decl.qualifiedName == "Swift.IndexingIterator"
    }

    /// The name Swift's type of an iterator over `base` has where it is no `IndexingIterator`
    /// (`Set<Int>.Iterator`), qualified or not; nil where it is one.
    static func iteratorTypeName(of base: SwiftType, qualified: Bool) -> String? {
        switch base {
        case .set, .dictionary, .string: return qualified ? base.qualifiedDescription + ".Iterator" : "Iterator"
        default: return nil
        }
    }

    /// The text of iterator `fields` over a collection of type `base`, its name written by
    /// `name` (`IndexingIterator<Range<Int>>`), its elements of type `elementsType`; nil when
    /// the fields are not an iterator's.
    static func text(fields: [Value], base: SwiftType, elementsType: SwiftType, debug: Bool, name: String,
                     nested: (Value, SwiftType) throws -> String) rethrows -> String? {
        guard fields.count == 3, let elements = fields[0].arrayElements, case .int(let position) = fields[1] else { return nil }
        let collection = fields[2].unboxed
        switch base {
        case .set, .dictionary:
            return base.qualifiedDescription + ".Iterator"
        case .string:
            guard let text = collection.stringValue else { return nil }
            let offset = elements.prefix(Swift.max(0, position)).reduce(0) { sum, element in
                if case .character(let character) = element { return sum + character.utf8.count }
                return sum
            }
            let guts = "_guts: Swift._StringGuts(_object: Swift._StringObject(_countAndFlagsBits: \(countAndFlagsBits(text)), "
                + "_object: (Opaque Value)))"
            return (debug ? "Swift.String.Iterator" : "Iterator") + "(" + guts + ", _position: \(offset), _end: \(text.utf8.count))"
        case .substring:
            let index = Checker.textIndex(collection, character: position)
            return name + "(_elements: " + (try nested(collection, base)) + ", _position: " + Checker.textIndexDescription(index) + ")"
        case .range(.int, let closed):
            guard case .range(.int(let lower), .int(let upper), _) = collection else { return nil }
            let value = lower &+ position
            let index: String
            if closed {
                let isEnd = upper < lower || position >= elements.count
                index = "(extension in Swift):Swift.ClosedRange<Swift.Int>.Index." + (isEnd ? "pastEnd" : "inRange(\(value))")
            } else {
                index = "\(value)"
            }
            return name + "(_elements: " + (try nested(collection, base)) + ", _position: " + index + ")"
        case .array, .arraySlice:
            let index = position + Checker.startOffset(of: collection)
            return name + "(_elements: " + (try nested(collection, base)) + ", _position: \(index))"
        default:
            // Other sequences' iterators are Swift's own types; Lang's walks their elements.
            return name + "(_elements: " + (try nested(fields[0], elementsType)) + ", _position: \(position))"
        }
    }

    /// The first word of a String's storage, as Swift's reflection shows it: a small string's
    /// (up to 15 UTF-8 bytes) first eight bytes, little-endian; a large string's count and flags
    /// as a literal's are (a string built at run time is natively stored too, which Lang does not
    /// tell apart: its flags differ there).
    static func countAndFlagsBits(_ text: String) -> UInt64 {
        let bytes = Array(text.utf8)
        if bytes.count <= 15 {
            return bytes.prefix(8).enumerated().reduce(0) { bits, byte in bits | UInt64(byte.element) << (8 * UInt64(byte.offset)) }
        }
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        return UInt64(bytes.count) | (isASCII ? 0xD000_0000_0000_0000 : 0x1000_0000_0000_0000)
    }
}
