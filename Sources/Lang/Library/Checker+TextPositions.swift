/// `String.Index` at run time: the UTF-8 offset of a position in the string it was made in
/// (the base's, for a Substring, whose `textStart` is its own first position), as Swift's index
/// is. So an index prints as Swift prints it (`3[utf8]`) and the indices of a string and of its
/// `unicodeScalars` are the same values. Moving one is Swift's own String's work, in O(1) to
/// find a position and O(n) Characters to step, with Swift's ASCII fast paths.
extension Checker {
    /// The position in `text` of `index`, `text` beginning at its base's position `first`; nil
    /// when the index lies outside `text` (its end included). One inside a scalar (an index of
    /// another string) is rounded down to the scalar's start, as Swift rounds it.
    static func textPosition(_ index: Int, in text: String, first: Int) -> String.Index? {
        let (offset, overflow) = index.subtractingReportingOverflow(first)
        let utf8 = text.utf8
        guard !overflow, offset >= 0, offset <= utf8.count else { return nil }
        var position = utf8.index(utf8.startIndex, offsetBy: offset)
        // A continuation byte is 0b10xxxxxx.
        while position > utf8.startIndex, position < utf8.endIndex, utf8[position] & 0xC0 == 0x80 {
            position = utf8.index(before: position)
        }
        return position
    }

    /// `position` rounded down to the start of the Character it lies in, as Swift rounds an
    /// index before moving it.
    static func characterAligned(_ position: String.Index, in text: String) -> String.Index {
        guard position.samePosition(in: text) == nil else { return position }
        var aligned = text.startIndex
        while aligned < text.endIndex {
            let next = text.index(after: aligned)
            if next > position { break }
            aligned = next
        }
        return aligned
    }

    /// The base's index of `position` in `text`, which begins at the base's position `first`.
    static func textIndex(_ position: String.Index, in text: String, first: Int) -> Int {
        first + text.utf8.distance(from: text.utf8.startIndex, to: position)
    }

    /// The index of Character `offset` of a String or Substring value (its end past the last).
    static func textIndex(_ value: Value, character offset: Int) -> Int {
        let text = stringText(value)
        let position = text.index(text.startIndex, offsetBy: Swift.max(0, offset), limitedBy: text.endIndex) ?? text.endIndex
        return textIndex(position, in: text, first: value.textStart)
    }

    /// The index of element `offset` of a collection value: a UTF-8 position for text, else the
    /// offset from the collection's start index.
    static func indexValue(_ value: Value, element offset: Int) -> Value {
        switch value {
        case .string, .substring: return .int(textIndex(value, character: offset))
        default: return .int(offset + startOffset(of: value))
        }
    }

    /// Where moving `distance` Characters from `start` in `text` lands: nil when it passes
    /// `limit` (which is only a limit when it lies in the direction of the move), or `.outOfBounds`
    /// when it leaves the text, where Swift traps.
    static func movedTextPosition(_ text: String, from start: String.Index, by distance: Int,
                                  limit: String.Index?) -> TextMove {
        var position = distance == 0 ? start : characterAligned(start, in: text)
        var remaining = distance.magnitude
        let forward = distance >= 0
        let limit = limit.flatMap { forward ? ($0 >= start ? $0 : nil) : ($0 <= start ? $0 : nil) }
        while remaining > 0 {
            if position == limit { return .limited }
            if forward {
                guard position < text.endIndex else { return .outOfBounds }
                position = text.index(after: position)
            } else {
                guard position > text.startIndex else { return .outOfBounds }
                position = text.index(before: position)
            }
            remaining -= 1
        }
        // Passing a limit mid-character is passing it.
        if let limit, forward ? position > limit : position < limit { return .limited }
        return .moved(position)
    }

    /// What moving a String index gives.
    enum TextMove {
        case moved(String.Index)
        case limited
        case outOfBounds
    }

    /// Swift's text for a `String.Index`: its UTF-8 offset and encoding, `3[utf8]`; the start of
    /// a string is encoding-independent, `0[any]`.
    static func textIndexDescription(_ index: Int) -> String {
        "\(index)[\(index == 0 ? "any" : "utf8")]"
    }
}
