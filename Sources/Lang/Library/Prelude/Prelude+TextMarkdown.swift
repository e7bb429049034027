extension Prelude {
    /// The Markdown SwiftUI reads in a `LocalizedStringKey` (a string literal given to `Text`,
    /// `Button`, `Label`, or `LocalizedStringKey(string)`): `**bold**`, `*italic*` and `_italic_`,
    /// `` `code` ``, `~~struck~~` and `[link](url)` (its text in the accent colour), each a styled
    /// run joined as `Text + Text` joins them; a backslash keeps the next mark as it is. The
    /// checker makes only a key literal without interpolations that has one of these marks here
    /// (`Checker+TextMarkdown`), so `Text(name)` of a `String` shows it as written, as in SwiftUI.
    static let textMarkdown = #"""
    extension LocalizedStringKey {
        /// The key `source` whose Markdown styles the runs of the text showing it (none when it
        /// has no Markdown).
        init(_markdown source: String) {
            let parts = _markdownRuns(Array(source))
            let isPlain = parts.count == 1 && parts[0]._parts.isEmpty && parts[0]._modifiers.isEmpty && parts[0]._string == source
            self.init(_key: source, _parts: isPlain ? [] : parts)
        }
    }

    extension Text {
        /// Text whose Markdown styles its runs (a span inside a key's Markdown).
        init(_markdown source: String) {
            self.init(LocalizedStringKey(_markdown: source))
        }
    }

    /// Whether `character` is a letter or a digit (an underscore between two does not emphasise).
    func _markdownIsWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// Where the run of `width` `mark`s closing the one opened before `start` begins, or nil:
    /// the first such run after at least one character that follows no space.
    func _markdownClosing(_ characters: [Character], from start: Int, mark: Character, width: Int) -> Int? {
        var index = start + 1
        while index + width <= characters.count {
            var matches = true
            for offset in 0..<width where characters[index + offset] != mark { matches = false }
            if matches, characters[index - 1] != " " {
                let after = index + width
                let nextIsMark = after < characters.count && characters[after] == mark
                let nextIsWord = after < characters.count && _markdownIsWordCharacter(characters[after])
                if !nextIsMark, !(mark == "_" && nextIsWord) { return index }
            }
            index += 1
        }
        return nil
    }

    /// The characters from `start` up to `end`, as a string.
    func _markdownText(_ characters: [Character], _ start: Int, _ end: Int) -> String {
        var text = ""
        var index = start
        while index < end {
            text.append(characters[index])
            index += 1
        }
        return text
    }

    /// The runs of `characters`: plain text, and a styled `Text` for each Markdown span.
    func _markdownRuns(_ characters: [Character]) -> [Text] {
        var runs: [Text] = []
        var plain = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, "\\`*_[]()~".contains(characters[index + 1]) {
                plain.append(characters[index + 1])
                index += 2
                continue
            }
            if character == "*" || character == "_" || character == "~" || character == "`" {
                let doubled = character != "`" && index + 1 < characters.count && characters[index + 1] == character
                let width = doubled ? 2 : 1
                let opensWord = index + width < characters.count && characters[index + width] != " "
                let afterWord = character == "_" && index > 0 && _markdownIsWordCharacter(characters[index - 1])
                if (character != "~" || doubled), opensWord, !afterWord,
                   let end = _markdownClosing(characters, from: index + width, mark: character, width: width) {
                    let inner = _markdownText(characters, index + width, end)
                    if !plain.isEmpty { runs.append(Text(plain)) }
                    plain = ""
                    if character == "`" {
                        runs.append(Text(inner).monospaced())
                    } else if character == "~" {
                        runs.append(Text(_markdown: inner).strikethrough())
                    } else if doubled {
                        runs.append(Text(_markdown: inner).bold())
                    } else {
                        runs.append(Text(_markdown: inner).italic())
                    }
                    index = end + width
                    continue
                }
            }
            if character == "[" {
                var close = index + 1
                while close < characters.count, characters[close] != "]" { close += 1 }
                if close + 1 < characters.count, characters[close + 1] == "(" {
                    var end = close + 2
                    while end < characters.count, characters[end] != ")" { end += 1 }
                    if end < characters.count {
                        if !plain.isEmpty { runs.append(Text(plain)) }
                        plain = ""
                        runs.append(Text(_markdown: _markdownText(characters, index + 1, close)).foregroundColor(.accentColor))
                        index = end + 1
                        continue
                    }
                }
            }
            plain.append(character)
            index += 1
        }
        if !plain.isEmpty || runs.isEmpty { runs.append(Text(plain)) }
        return runs
    }
    """#
}
