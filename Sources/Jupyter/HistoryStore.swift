import Foundation

/// The inputs (and plain-text outputs) of this session's stored cells, for `history_request`.
///
/// In memory only: a restarted kernel starts a fresh history, as a new IPython session does.
struct HistoryStore {
    /// One stored cell.
    struct Entry: Equatable {
        var line: Int
        var input: String
        var output: String?
    }

    /// The session number every entry carries (IPython numbers sessions from 1).
    static let session = 1

    private(set) var entries: [Entry] = []

    /// Records the cell run with execution count `line`.
    mutating func append(line: Int, input: String, output: String?) {
        entries.append(Entry(line: line, input: input, output: output))
    }

    /// The `history` array of a `history_reply` for the request's content.
    func reply(to request: JSONObject) -> [JSONValue] {
        let selected: [Entry]
        switch request["hist_access_type"]?.stringValue ?? "tail" {
        case "range":
            let session = request["session"]?.intValue ?? 0
            guard session == 0 || session == Self.session else { return [] }
            let start = request["start"]?.intValue ?? 1
            let stop = request["stop"]?.intValue
            selected = entries.filter { entry in entry.line >= start && (stop.map { entry.line < $0 } ?? true) }
        case "search":
            let pattern = request["pattern"]?.stringValue ?? "*"
            var matches = entries.filter { fnmatch(pattern, $0.input, 0) == 0 }
            if request["unique"]?.boolValue == true {
                var seen = Set<String>()
                matches = matches.reversed().filter { seen.insert($0.input).inserted }.reversed()
            }
            selected = Self.last(request["n"]?.intValue, of: matches)
        default:
            selected = Self.last(request["n"]?.intValue ?? 10, of: entries)
        }
        let withOutput = request["output"]?.boolValue ?? false
        return selected.map { entry in
            let input: JSONValue = withOutput
                ? .array([.string(entry.input), entry.output.map(JSONValue.string) ?? .null])
                : .string(entry.input)
            return .array([.int(Self.session), .int(entry.line), input])
        }
    }

    private static func last(_ count: Int?, of entries: [Entry]) -> [Entry] {
        guard let count, count >= 0 else { return entries }
        return Array(entries.suffix(count))
    }
}
