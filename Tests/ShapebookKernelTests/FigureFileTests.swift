import Canvas
import Foundation
import Geometry
import Testing
@testable import ShapebookKernel

/// Saving figures: what is written, the size line `shapebook render` prints, and bad-path
/// errors that each say what is wrong once, without repeating the path their callers name.
@Suite struct FigureFileTests {
    let figure = Figure(
        displayList: DisplayList(size: Size(width: 150, height: 80)), scale: 2, description: "Star(points: 5) 150×80")

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shapebook-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func unknownOrMissingExtensionSaysWhatToUse() {
        #expect(message { _ = try FigureFile(path: "badge.jpg") } == "'.jpg' is not a format figures are saved in; use .png, .svg or .pdf")
        #expect(message { _ = try FigureFile(path: "badge") } == "the file name has no extension; use .png, .svg or .pdf")
    }

    @Test func aNulOrAnotherControlCharacterIsRefusedBeforeTheFileSystemSeesIt() throws {
        // A NUL would end the C path early: 'a\u{0}b.png' wrote the file 'a', past the extension check.
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(message { _ = try FigureFile(path: directory.path + "/a\u{0}b.png") } == "embedded null byte")
        #expect(message { _ = try FigureFile(path: directory.path + "/a\nb.svg") } == "control character \\u{A} in the path")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func missingDirectoryIsNamedAbsolutelyAndOnce() throws {
        let missing = "/nonexistent-\(UUID().uuidString)"
        let file = try FigureFile(path: "\(missing)/fig.png")
        #expect(message { try file.write(figure, scale: 1, renderer: FakeRenderer()) } == "there is no directory \(missing)")
    }

    @Test func aFileWhereTheDirectoryShouldBeIsSaid() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = directory.appendingPathComponent("plain")
        try Data("x".utf8).write(to: plain)
        let file = try FigureFile(path: plain.appendingPathComponent("fig.svg").path)
        #expect(message { try file.write(figure, scale: 1, renderer: FakeRenderer()) } == "\(plain.path) is a file, not a directory")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel")))
    func directoryWithoutWritePermissionIsSaid() throws {
        // sysfs refuses new files even to root, so this holds whoever runs the tests.
        let file = try FigureFile(path: "/sys/shapebook-test.png")
        #expect(message { try file.write(figure, scale: 1, renderer: FakeRenderer()) } == "no permission to write in /sys")
    }

    @Test(.enabled(if: getuid() != 0))
    func readOnlyDirectoryIsSaidForOrdinaryUsers() throws {
        let directory = try temporaryDirectory()
        defer {
            chmod(directory.path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        chmod(directory.path, 0o555)
        let file = try FigureFile(path: directory.appendingPathComponent("fig.png").path)
        #expect(message { try file.write(figure, scale: 1, renderer: FakeRenderer()) } == "no permission to write in \(directory.path)")
    }

    @Test func otherWriteFailuresAreExplained() {
        #expect(FigureFile.explain(errno: EROFS, directory: "/media/cd") == "/media/cd is on a read-only file system")
        #expect(FigureFile.explain(errno: EISDIR, directory: "/tmp") == "a directory already has that name")
        #expect(FigureFile.explain(errno: ENOSPC, directory: "/tmp") == "no space left on the device")
        #expect(FigureFile.explain(errno: ENOENT, directory: "/nonexistent-\(UUID().uuidString)").hasPrefix("there is no directory"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self")))
    func aDirectoryThatRefusesNewFilesIsSaid() throws {
        // procfs exists but refuses to create files, even for root: open(2) says ENOENT.
        let file = try FigureFile(path: "/proc/shapebook-test.svg")
        #expect(message { try file.write(figure, scale: 1, renderer: FakeRenderer()) } == "/proc does not accept new files")
    }

    @Test func aDirectoryWithTheFilesNameIsRefused() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let taken = directory.appendingPathComponent("fig.png")
        try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: true)
        let file = try FigureFile(path: taken.path)
        #expect(message { try file.write(figure, scale: 1, renderer: FakeRenderer()) } == "a directory already has that name")
    }

    @Test func writtenLineGivesWholePixelsAndRoundedPoints() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 200 × 133.3333 pt at scale 2 is 400 × 266.67 device pixels: the PNG has ceil = 267 rows,
        // and the SVG covers the same area, 267 / 2 = 133.5 pt.
        let odd = Figure(displayList: DisplayList(size: Size(width: 200, height: 133.3333)), scale: 2, description: "Circle")
        let png = directory.appendingPathComponent("fig.png").path
        let written = try FigureFile(path: png).write(odd, scale: 2, renderer: FakeRenderer())
        #expect("\(written)" == "wrote \(png) (400×267 px)")
        let svg = directory.appendingPathComponent("fig.svg").path
        #expect("\(try FigureFile(path: svg).write(odd, scale: 2, renderer: FakeRenderer()))" == "wrote \(svg) (200×133.5 pt)")
        #expect("\(try FigureFile(path: svg).write(odd, scale: 3, renderer: FakeRenderer()))" == "wrote \(svg) (200×133.33 pt)")
    }

    @Test func pngSizeIsReadFromTheWrittenHeader() {
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        header += [0, 0, 0x02, 0x58, 0, 0, 0x01, 0x90]  // 600 × 400
        #expect(FigureFile.pixelSize(png: header).map { [$0.0, $0.1] } == [600, 400])
        #expect(FigureFile.pixelSize(png: Array("not a png at all, not at all".utf8)) == nil)
    }

    @Test func saveInAScriptNamesThePathOnce() throws {
        let missing = "/nonexistent-\(UUID().uuidString)"
        let runner = LangScriptRunner(renderer: FakeRenderer(), output: { _ in })
        let badDirectory = try #require(runner.run("save(Circle(), to: \"\(missing)/badge.png\")"))
        let firstLine = try #require(badDirectory.split(separator: "\n").first.map(String.init))
        #expect(firstLine.hasSuffix("could not save '\(missing)/badge.png': there is no directory \(missing)"))
        #expect(firstLine.components(separatedBy: "badge.png").count == 2)
        let badExtension = try #require(runner.run("save(Circle(), to: \"badge.jpg\")"))
        #expect(badExtension.split(separator: "\n").first?.hasSuffix(
            "could not save 'badge.jpg': '.jpg' is not a format figures are saved in; use .png, .svg or .pdf") == true)
    }
}
