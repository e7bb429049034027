extension Prelude {
    /// The Markdown SwiftUI reads in a `LocalizedStringKey` (a string literal given to `Text`,
    /// `Button`, `Label`, or `LocalizedStringKey(string)`): `**bold**`, `*italic*` and `_italic_`,
    /// `` `code` ``, `~~struck~~` and `[link](url)` (its text in the accent colour), each a styled
    /// run joined as `Text + Text` joins them; a backslash keeps the next mark as it is. The
    /// checker makes only a key literal that has one of these marks here (`Checker+TextMarkdown`),
    /// so `Text(name)` of a `String` shows it as written, as in SwiftUI. In an interpolated
    /// literal only the literal's own text is read: SwiftUI reads the Markdown of the key's format
    /// (`"**%@** has *%lld* items"`) and puts each value in as written, so `"**\(name)**"` draws
    /// the name bold but the asterisks of a name are drawn.
    static let textMarkdown = #"""
    extension LocalizedStringKey {
        /// The key `source` whose Markdown styles the runs of the text showing it (none when it
        /// has no Markdown); the character U+E000 + i in it stands for `arguments[i]`.
        init(_markdown source: String, _ arguments: [Text] = []) {
            let parts = _markdownJoined(_markdownRuns(Array(source), arguments))
            let key = _markdownSubstituted(source, arguments)
            let isPlain = parts.count == 1 && parts[0]._parts.isEmpty && parts[0]._modifiers.isEmpty
                && parts[0]._image == nil && parts[0]._string == key
            self.init(_key: key, _parts: isPlain ? [] : parts)
        }

        /// The key of a literal whose text around its interpolations has Markdown: `format` is
        /// that text with the character U+E000 + i where the i-th interpolation is, whose key
        /// (its text, or its `Text` or `Image` run) is `arguments[i]`.
        init(_markdownFormat format: String, _arguments arguments: [LocalizedStringKey]) {
            self.init(_markdown: format, arguments.map { Text($0) })
        }
    }

    extension Text {
        /// Text whose Markdown styles its runs (a span inside a key's Markdown).
        init(_markdown source: String, _ arguments: [Text] = []) {
            self.init(LocalizedStringKey(_markdown: source, arguments))
        }
    }

    /// The interpolation `character` stands for in a key's format: its index in `arguments`
    /// when it is U+E000 + that index, else nil.
    func _markdownArgument(_ character: Character, _ arguments: [Text]) -> Int? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
        let index = Int(scalar.value) - 0xE000
        return index >= 0 && index < arguments.count ? index : nil
    }

    /// `source` with each interpolation's text in place of the character standing for it.
    func _markdownSubstituted(_ source: String, _ arguments: [Text]) -> String {
        if arguments.isEmpty { return source }
        var text = ""
        for character in source {
            if let index = _markdownArgument(character, arguments) {
                text += arguments[index]._string
            } else {
                text.append(character)
            }
        }
        return text
    }

    /// `source` as written (a code span), with each interpolation's run in place of the
    /// character standing for it.
    func _markdownVerbatim(_ source: String, _ arguments: [Text]) -> Text {
        var runs: [Text] = []
        var plain = ""
        for character in source {
            if let index = _markdownArgument(character, arguments) {
                if !plain.isEmpty { runs.append(Text(plain)) }
                plain = ""
                runs.append(arguments[index])
            } else {
                plain.append(character)
            }
        }
        if runs.isEmpty { return Text(plain) }
        if !plain.isEmpty { runs.append(Text(plain)) }
        return Text(_string: _markdownSubstituted(source, arguments), _parts: _markdownJoined(runs), _modifiers: [])
    }

    /// `runs` with each two neighbours of plain text (no runs, modifiers or image of their own)
    /// made one, as the text of a key literal and the values it describes are one run.
    func _markdownJoined(_ runs: [Text]) -> [Text] {
        var joined: [Text] = []
        for run in runs {
            let isPlain = run._parts.isEmpty && run._modifiers.isEmpty && run._image == nil
            if isPlain, let last = joined.last, last._parts.isEmpty, last._modifiers.isEmpty, last._image == nil {
                joined[joined.count - 1] = Text(last._string + run._string)
            } else {
                joined.append(run)
            }
        }
        return joined
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

    /// The runs of `characters`: plain text, a styled `Text` for each Markdown span, and the run
    /// of each interpolation (`arguments`) where the character standing for it is.
    func _markdownRuns(_ characters: [Character], _ arguments: [Text]) -> [Text] {
        var runs: [Text] = []
        var plain = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if let argument = _markdownArgument(character, arguments) {
                if !plain.isEmpty { runs.append(Text(plain)) }
                plain = ""
                runs.append(arguments[argument])
                index += 1
                continue
            }
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
                        runs.append(_markdownVerbatim(inner, arguments).monospaced())
                    } else if character == "~" {
                        runs.append(Text(_markdown: inner, arguments).strikethrough())
                    } else if doubled {
                        runs.append(Text(_markdown: inner, arguments).bold())
                    } else {
                        runs.append(Text(_markdown: inner, arguments).italic())
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
                        runs.append(Text(_markdown: _markdownText(characters, index + 1, close), arguments).foregroundColor(.accentColor))
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
