import Geometry

/// Breaking a text into lines: words wrapped greedily at spaces, a word wider than the line
/// broken between characters, and the lines past the limit or the height dropped, the last kept
/// one cut with "…".
extension TextNode {
    /// One character of a run: what a word too wide for its line is broken into, and what a
    /// cut line loses.
    typealias Letter = (run: Int, character: Character)

    /// The lines for a width and a height (nil: no wrapping, no height to fit), with whether a
    /// word was broken between characters and whether lines were dropped because the height could
    /// not hold them (`TextCuts`).
    ///
    /// The paragraphs are wrapped, then kept to `lineLimit` lines and to as many as fit `height`
    /// (at least one); the last kept line then holds the rest of its paragraph, cut to the width
    /// with "…" where `truncationMode` puts it, as SwiftUI cuts its last line.
    func layoutLines(width: Double?, height: Double?) throws -> (lines: [[Piece]], brokeWord: Bool, isCutByHeight: Bool) {
        // Each line with the lines after it in its paragraph, untrimmed, so a cut line can hold the rest.
        var lines: [(line: [Piece], rest: ArraySlice<[Piece]>)] = []
        var brokeWord = false
        for paragraph in paragraphs() {
            let (wrapped, broke) = try wrap(paragraph, width: width)
            brokeWord = brokeWord || broke
            for index in wrapped.indices { lines.append((wrapped[index], wrapped[(index + 1)...])) }
        }
        let trimmed = lines.map { trimmingTrailingSpaces($0.line) }
        let limit = lineLimit.map { min(max($0, 1), lines.count) } ?? lines.count
        let count = try height.map { try linesFitting($0, trimmed.prefix(limit)) } ?? limit
        guard count < lines.count, let last = lines.prefix(count).last else { return (trimmed, brokeWord, false) }
        let whole = ([last.line] + last.rest).reduce([Piece]()) { line, next in next.reduce(line) { appending($1, to: $0) } }
        let cut = try truncated(whole, width: width)
        return (Array(trimmed.prefix(count - 1)) + [cut], brokeWord, count < limit)
    }

    /// The lines for a width and a height (nil: no wrapping, no height to fit), as `layoutLines`.
    func lines(width: Double?, height: Double? = nil) throws -> [[Piece]] {
        try layoutLines(width: width, height: height).lines
    }

    /// How many of `lines` stand within `height`, at least one (a text always shows its first line).
    private func linesFitting(_ height: Double, _ lines: ArraySlice<[Piece]>) throws -> Int {
        var top = 0.0, count = 0
        for line in lines {
            top += try metrics(of: line).lineHeight
            if top > height + 1e-9 { break }
            count += 1
        }
        return max(count, 1)
    }

    /// A paragraph's words and spaces in lines no wider than `width` (nil: all on one line), each
    /// keeping the spaces it ends with; a word starts a new line when it does not fit on the
    /// current one. A word wider than the whole width is broken between characters, as SwiftUI
    /// wraps an over-long word, each piece as many characters as fit (at least one); not for a
    /// width of zero or less, a stack's probe for its minimum, where every word stays whole.
    /// Also whether a word was broken.
    private func wrap(_ tokens: [[Piece]], width: Double?) throws -> (lines: [[Piece]], brokeWord: Bool) {
        var lines: [[Piece]] = []
        var brokeWord = false
        var line: [Piece] = []
        for token in tokens {
            let candidate = token.reduce(line) { appending($1, to: $0) }
            let isSpace = token.count == 1 && token[0].text == " "
            guard let width, !isSpace, try self.width(of: candidate) > width else {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            var word = letters(of: token)[...]
            while width > 0, word.count > 1 {
                let fitting = try longestFitting(width, within: word.count) { pieces(word.prefix($0)) }
                if fitting >= word.count { break }
                brokeWord = true
                lines.append(pieces(word.prefix(max(fitting, 1))))
                word = word.dropFirst(max(fitting, 1))
            }
            line = pieces(word)
        }
        lines.append(line)
        return (lines, brokeWord)
    }

    /// The largest count from 0 to `limit` whose `line` fits `width` (0 when none does), as a
    /// line is no narrower for more characters: found by doubling the count until it does not
    /// fit, then halving, so a long word or paragraph costs what one line holds, not its length.
    private func longestFitting(_ width: Double, within limit: Int, _ line: (Int) -> [Piece]) throws -> Int {
        var low = 0, high = min(1, limit)
        while high < limit, try self.width(of: line(high)) <= width {
            low = high
            high = min(high * 2, limit)
        }
        while low < high {
            let middle = (low + high + 1) / 2
            if try self.width(of: line(middle)) <= width { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// `line` cut to fit `width` with "…" where `truncationMode` puts it: as many characters as
    /// fit kept at its start (`.tail`), at its end (`.head`) or at both (`.middle`, the start
    /// one more), without the spaces beside the "…". Without a width it is whole, "…" after it.
    /// The "…" is in the font of the text run beside it: an image run has no glyphs to set it in
    /// (a text of images alone is cut without one).
    private func truncated(_ line: [Piece], width: Double?) throws -> [Piece] {
        let all = letters(of: line)
        let mode = width == nil ? .tail : truncationMode
        func cut(keeping count: Int) -> [Piece] {
            let frontCount = mode == .head ? 0 : mode == .tail ? count : (count + 1) / 2
            let front = Array(all.prefix(frontCount).reversed().drop { $0.character == " " }.reversed())
            let back = Array(all.suffix(count - frontCount).drop { $0.character == " " })
            let beside = front.last { runs[$0.run].image == nil } ?? back.first { runs[$0.run].image == nil }
            guard let run = beside?.run ?? runs.indices.first(where: { runs[$0].image == nil }) else { return pieces((front + back)[...]) }
            return pieces((front + [(run: run, character: "…")] + back)[...])
        }
        guard let width, try self.width(of: cut(keeping: all.count)) > width else { return cut(keeping: all.count) }
        return cut(keeping: try longestFitting(width, within: all.count) { cut(keeping: $0) })
    }

    /// The characters of `line`, each with its run.
    private func letters(of line: [Piece]) -> [Letter] {
        line.flatMap { piece in piece.text.map { (run: piece.run, character: $0) } }
    }

    /// `letters` as pieces, neighbours of one run joined.
    private func pieces(_ letters: ArraySlice<Letter>) -> [Piece] {
        var pieces: [Piece] = []
        for letter in letters {
            if pieces.last?.run == letter.run {
                pieces[pieces.count - 1].text.append(letter.character)
            } else {
                pieces.append(Piece(run: letter.run, text: String(letter.character)))
            }
        }
        return pieces
    }

    /// `line` with `piece` appended, joined to the last piece when it is of the same run (so a
    /// single-run line is laid out as one string, with the font's kerning across spaces).
    private func appending(_ piece: Piece, to line: [Piece]) -> [Piece] {
        var line = line
        if let last = line.last, last.run == piece.run {
            line[line.count - 1].text += piece.text
        } else {
            line.append(piece)
        }
        return line
    }

    /// The words and spaces of each paragraph (split at newlines), as pieces of runs.
    private func paragraphs() -> [[[Piece]]] {
        var paragraphs: [[[Piece]]] = [[]]
        var word: [Piece] = []
        func endWord() {
            if !word.isEmpty { paragraphs[paragraphs.count - 1].append(word) }
            word = []
        }
        for (index, run) in runs.enumerated() {
            var current = ""
            func flush() {
                if !current.isEmpty { word = appending(Piece(run: index, text: current), to: word) }
                current = ""
            }
            for character in run.string {
                if character == "\n" {
                    flush()
                    endWord()
                    paragraphs.append([])
                } else if character == " " {
                    flush()
                    endWord()
                    paragraphs[paragraphs.count - 1].append([Piece(run: index, text: " ")])
                } else {
                    current.append(character)
                }
            }
            flush()
        }
        endWord()
        return paragraphs
    }

    /// `line` without the spaces at its end (a wrapped line keeps them for the cut line's rest).
    private func trimmingTrailingSpaces(_ line: [Piece]) -> [Piece] {
        var line = line
        while let last = line.last {
            let trimmed = String(last.text.reversed().drop { $0 == " " }.reversed())
            if trimmed.isEmpty { line.removeLast(); continue }
            line[line.count - 1].text = trimmed
            break
        }
        return line
    }
}
