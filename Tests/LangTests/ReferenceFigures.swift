import Canvas
import Foundation

/// The figures the old language drew for the agreement suites' cells and the readiness corpus,
/// recorded once in `Fixtures/reference-figures.txt` before it was deleted (by a test that ran
/// each list of cells through it, removed with it): Lang must still draw each of them.
///
/// A line is `<key> <value>`. The key is a hash of the cells run so far in one fresh session (a
/// cell's figure depends on what earlier cells declared); the value is `none` (the reference drew
/// nothing), a figure's fingerprint (`<hash of its display list> <items> <width>x<height> <scale>`)
/// or an animation's (`animation <fps> <steps> <frame hashes> <description after the size>`).
/// Hashes are 64-bit FNV-1a over a canonical text of the display list, so equal display lists
/// (as `==` compares them, -0.0 equal to 0.0) have equal hashes.
///
/// With `SHAPEBOOK_RECORD_REFERENCES=1` a cell without a reference records Lang's figure (or
/// readiness run) instead of failing: for a cell added or changed later, once what it shows has
/// been checked by eye. Recorded lines are never overwritten; delete a line to record it again.
enum ReferenceFigures {
    static let file = RepositoryFiles.root.appendingPathComponent("Tests/LangTests/Fixtures/reference-figures.txt")

    /// Whether a missing reference is recorded rather than reported.
    static var recording: Bool { ProcessInfo.processInfo.environment["SHAPEBOOK_RECORD_REFERENCES"] == "1" }

    /// The recorded references by key, and the lock the suites share when they record.
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var values: [String: String]

        init() {
            let text = (try? String(contentsOf: ReferenceFigures.file, encoding: .utf8)) ?? ""
            var values: [String: String] = [:]
            for line in text.split(separator: "\n") {
                guard let space = line.firstIndex(of: " ") else { continue }
                values[String(line[..<space])] = String(line[line.index(after: space)...])
            }
            self.values = values
        }
    }

    private static let store = Store()

    /// The reference recorded for the last of `cells` run in order in one session, nil if none.
    static func reference(_ cells: [String]) -> String? {
        store.lock.withLock { store.values[key(cells)] }
    }

    /// Records `value` for the last of `cells` unless a reference is already there, and rewrites
    /// the file (sorted by key, so that a re-recording changes only new lines).
    static func record(_ value: String, for cells: [String]) {
        store.lock.withLock {
            let key = key(cells)
            guard store.values[key] == nil else { return }
            store.values[key] = value
            let text = store.values.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)\n" }.joined()
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// The key of the last of `cells` after the earlier ones. The image directory of
    /// `LayoutImageTests`, different in every run, is keyed as `$IMAGES`.
    static func key(_ cells: [String]) -> String {
        let text = cells.joined(separator: "\n// cell\n").replacingOccurrences(of: LayoutImageTests.directory, with: "$IMAGES")
        return hash(text)
    }

    /// A figure's fingerprint: its display list's hash, item count and size, then its scale.
    static func fingerprint(_ figure: Figure) -> String {
        "\(fingerprint(figure.displayList)) \(figure.scale)"
    }

    /// A display list's hash, item count and size (`3f2a… 4 120.0x80.0`).
    static func fingerprint(_ list: DisplayList) -> String {
        "\(hash(canonical(list))) \(list.items.count) \(list.size.width)x\(list.size.height)"
    }

    /// An animation's rate, steps, every step's display-list hash, and its description after the
    /// size (a program's shape is named by its type alone in Lang, with its fields in the old language).
    static func fingerprint(_ animation: AnimatedFigure) -> String {
        let frames = animation.sequence.indices.map { hash(canonical(animation.frame(atStep: $0).displayList)) }
        let sequence = animation.sequence.map(String.init).joined(separator: ",")
        return "animation \(animation.framesPerSecond) \(sequence) \(frames.joined(separator: ",")) "
            + String(animation.description.drop { $0 != "×" })
    }

    /// The display list as text, every -0.0 written as 0.0 (`==` holds them equal).
    static func canonical(_ list: DisplayList) -> String {
        String(reflecting: list).replacingOccurrences(of: #"-0\.0(?![0-9e])"#, with: "0.0", options: .regularExpression)
    }

    /// 64-bit FNV-1a of `text`'s UTF-8, in hex: stable across runs, unlike `Hasher`.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(value, radix: 16)
    }
}
