import Foundation

/// Everything the kernel must still run when it switches to Lang (issue 11, "Compatibility"):
/// every notebook's code cells in order, every script test, every seed listing and every README
/// example, each a program of cells run in one fresh session.
enum ReadinessCorpus {
    /// Where a program comes from; the summary counts each kind apart.
    enum Kind: String, CaseIterable {
        case notebook, script, seed, readme
    }

    /// Cells run in order in one session.
    struct Program {
        var kind: Kind
        /// The file it comes from, relative to the repository (`notebooks/01-paths.ipynb`), with
        /// the block's number for a README example (`README.md#3`).
        var name: String
        var cells: [String]
        /// A notebook's committed outputs, one per cell; nil for the other kinds.
        var outputs: [CommittedOutputs]? = nil
    }

    /// What a notebook cell's committed outputs say it does (stderr, figures and widgets aside:
    /// a figure's content is checked against `ReferenceFigures`).
    struct CommittedOutputs {
        /// It has an `error` output.
        var stops = false
        /// Its `stdout` streams, joined.
        var stdout = ""
        /// The text of a result without an image (`[.svg, .png, .pdf]`).
        var textResult: String?
    }

    /// The committed outputs of each code cell of the notebook at `url`.
    static func committedOutputs(_ url: URL) throws -> [CommittedOutputs] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let cells = (json?["cells"] as? [[String: Any]] ?? []).filter { $0["cell_type"] as? String == "code" }
        return cells.map { cell in
            var committed = CommittedOutputs()
            for output in cell["outputs"] as? [[String: Any]] ?? [] {
                let data = output["data"] as? [String: Any] ?? [:]
                switch output["output_type"] as? String {
                case "error": committed.stops = true
                case "stream" where output["name"] as? String == "stdout": committed.stdout += text(output["text"])
                case "execute_result" where data["image/png"] == nil && data["text/plain"] != nil:
                    committed.textResult = text(data["text/plain"])
                default: break
                }
            }
            return committed
        }
    }

    /// A notebook's multi-line string: one string or a list of lines.
    private static func text(_ value: Any?) -> String {
        (value as? [String])?.joined() ?? value as? String ?? ""
    }

    /// Every program, notebooks first, each kind sorted by file name.
    static func programs() throws -> [Program] {
        var programs: [Program] = []
        for url in RepositoryFiles.files(under: "notebooks", suffix: ".ipynb") {
            programs.append(Program(kind: .notebook, name: "notebooks/" + url.lastPathComponent,
                                    cells: try SyntaxCorpusTests.notebookCells(url), outputs: try committedOutputs(url)))
        }
        let scripts = "Tests/LangTests/Scripts"
        for url in RepositoryFiles.files(under: scripts, suffix: ".shape") {
            let isSeed = url.deletingLastPathComponent().lastPathComponent == "Seeds"
            let name = scripts + (isSeed ? "/Seeds/" : "/") + url.lastPathComponent
            let text = try String(contentsOf: url, encoding: .utf8)
            programs.append(Program(kind: isSeed ? .seed : .script, name: name, cells: SyntaxCorpusTests.cells(of: text)))
        }
        let readme = try String(contentsOf: RepositoryFiles.root.appendingPathComponent("README.md"), encoding: .utf8)
        for (index, block) in swiftBlocks(of: readme).enumerated() {
            programs.append(Program(kind: .readme, name: "README.md#\(index + 1)", cells: [block]))
        }
        return programs
    }

    /// The README's ```swift blocks, each one cell, as `tests/e2e/test_readme.py` runs them.
    static func swiftBlocks(of markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil {
                if line == "```swift" { current = [] }
            } else if line.hasPrefix("```") {
                blocks.append((current ?? []).joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
