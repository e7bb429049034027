import Foundation
import Testing
@testable import Lang

/// Golden dumps of the syntax tree, with ranges, for each family of constructs (reviewed
/// against `swiftc -dump-parse`): a change to the tree's shape shows up here as a diff.
@Suite struct SyntaxGoldenTests {
    static func dump(_ source: String) -> String {
        let result = Parser.parse(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return SyntaxDump.dump(result.file)
    }

    @Test func literals() {
        let source = #"""
        let a = [1_000, 0xFF_FF, 0o17, 0b1010, 2.5e-3, 0x1p-2]
        let b = ["k": true, "n": nil]
        let c: [String: Int] = [:]
        let s = "a\(x, specifier: "%.2f")\t\u{41}\""
        let r = #"raw \(x) "q""#
        let m = """
            one
              two \(n)
            three\
            !
            """
        """#
        #expect(Self.dump(source) == #"""
        (let 1:1-1:55 (binding 1:5-1:55 (bind 1:5-1:6 a) (array 1:9-1:55 (integer 1:10-1:15 1_000) (integer 1:17-1:24 0xFF_FF) (integer 1:26-1:30 0o17) (integer 1:32-1:38 0b1010) (float 1:40-1:46 2.5e-3) (float 1:48-1:54 0x1p-2))))
        (let 2:1-2:30 (binding 2:5-2:30 (bind 2:5-2:6 b) (dictionary 2:9-2:30 (pair (string 2:10-2:13 "k") (bool 2:15-2:19 true)) (pair (string 2:21-2:24 "n") (nil 2:26-2:29)))))
        (let 3:1-3:27 (binding 3:5-3:27 (bind 3:5-3:6 c) (dictionary-type 3:8-3:21 (type 3:9-3:15 String) (type 3:17-3:20 Int)) (dictionary 3:24-3:27)))
        (let 4:1-4:45 (binding 4:5-4:45 (bind 4:5-4:6 s) (string 4:9-4:45 "a" (interpolation 4:11-4:34 (args (identifier 4:13-4:14 x) specifier: (string 4:27-4:33 "%.2f"))) "\tA\"")))
        (let 5:1-5:25 (binding 5:5-5:25 (bind 5:5-5:6 r) (string 5:9-5:25 "raw \\(x) \"q\"")))
        (let 6:1-11:8 (binding 6:5-11:8 (bind 6:5-6:6 m) (string-multiline 6:9-11:8 "one\n  two " (interpolation 8:11-8:15 (args (identifier 8:13-8:14 n))) "\nthree!")))
        """#)
    }

    @Test func namesAndCalls() {
        let source = #"""
        let v = Foo<Int>(x: 1) { $0 } label: { }
        let w = [Int](repeating: 0, count: 2).count
        _ = .red
        let f = Text("a").font(.largeTitle.bold())
        let k = (\Point.x, \.y?.z, \[Int].count)
        let t = (x: 1, 2).0
        self.x = super.y + Self.z + #line
        let c = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        """#
        #expect(Self.dump(source) == #"""
        (let 1:1-1:41 (binding 1:5-1:41 (bind 1:5-1:6 v) (call 1:9-1:41 (identifier 1:9-1:17 Foo (generic (type 1:13-1:16 Int))) (args x: (integer 1:21-1:22 1)) (trailing (closure 1:24-1:30 (identifier 1:26-1:28 $0)) label: (closure 1:38-1:41)))))
        (let 2:1-2:44 (binding 2:5-2:44 (bind 2:5-2:6 w) (member 2:9-2:44 count (call 2:9-2:38 (type-expr 2:9-2:14 (array-type 2:9-2:14 (type 2:10-2:13 Int))) (args repeating: (integer 2:26-2:27 0) count: (integer 2:36-2:37 2))))))
        (binary = 3:1-3:9 (discard 3:1-3:2) (implicit-member 3:5-3:9 red))
        (let 4:1-4:43 (binding 4:5-4:43 (bind 4:5-4:6 f) (call 4:9-4:43 (member 4:9-4:23 font (call 4:9-4:18 (identifier 4:9-4:13 Text) (args (string 4:14-4:17 "a")))) (args (call 4:24-4:42 (member 4:24-4:40 bold (implicit-member 4:24-4:35 largeTitle)))))))
        (let 5:1-5:41 (binding 5:5-5:41 (bind 5:5-5:6 k) (tuple 5:9-5:41 (elements (keypath 5:10-5:18 (type 5:11-5:16 Point) .x) (keypath 5:20-5:26 .y ? .z) (keypath 5:28-5:40 (array-type 5:29-5:34 (type 5:30-5:33 Int)) .count)))))
        (let 6:1-6:20 (binding 6:5-6:20 (bind 6:5-6:6 t) (member 6:9-6:20 0 (tuple 6:9-6:18 (elements x: (integer 6:13-6:14 1) (integer 6:16-6:17 2))))))
        (binary = 7:1-7:34 (member 7:1-7:7 x (identifier 7:1-7:5 self)) (binary + 7:10-7:34 (binary + 7:10-7:26 (member 7:10-7:17 y (super 7:10-7:15)) (member 7:20-7:26 z (identifier 7:20-7:24 Self))) (#line 7:29-7:34)))
        (let 8:1-8:61 (binding 8:5-8:61 (bind 8:5-8:6 c) (#colorLiteral 8:9-8:61 (args red: (integer 8:28-8:29 1) green: (float 8:38-8:41 0.5) blue: (integer 8:49-8:50 0) alpha: (integer 8:59-8:60 1)))))
        """#)
    }

    @Test func optionalsAndEffects() {
        let source = #"""
        let a = b?.c?[0]!.d
        let e = try? f() as? Int ?? 0
        let g = try! await h()
        let i = x is Int ? -y : z!
        """#
        #expect(Self.dump(source) == #"""
        (let 1:1-1:20 (binding 1:5-1:20 (bind 1:5-1:6 a) (optional-chain 1:9-1:20 (member 1:9-1:20 d (force 1:9-1:18 (subscript 1:9-1:17 (bind-optional 1:9-1:14 (member 1:9-1:13 c (bind-optional 1:9-1:11 (identifier 1:9-1:10 b)))) (args (integer 1:15-1:16 0))))))))
        (let 2:1-2:30 (binding 2:5-2:30 (bind 2:5-2:6 e) (try? 2:9-2:30 (binary ?? 2:14-2:30 (as? 2:14-2:25 (call 2:14-2:17 (identifier 2:14-2:15 f)) (type 2:22-2:25 Int)) (integer 2:29-2:30 0)))))
        (let 3:1-3:23 (binding 3:5-3:23 (bind 3:5-3:6 g) (try! 3:9-3:23 (await 3:14-3:23 (call 3:20-3:23 (identifier 3:20-3:21 h))))))
        (let 4:1-4:27 (binding 4:5-4:27 (bind 4:5-4:6 i) (ternary 4:9-4:27 (is 4:9-4:17 (identifier 4:9-4:10 x) (type 4:14-4:17 Int)) (prefix - 4:20-4:22 (identifier 4:21-4:22 y)) (force 4:25-4:27 (identifier 4:25-4:26 z)))))
        """#)
    }

    @Test func closures() {
        let source = #"""
        let f = { [weak self, n = m] (a: Int, b) async throws -> Int in a + b }
        let g = { x, y in x }
        let h = { $0 * 2 }
        let s = xs.sorted { $0 < $1 }.map(String.init)
        """#
        #expect(Self.dump(source) == #"""
        (let 1:1-1:72 (binding 1:5-1:72 (bind 1:5-1:6 f) (closure 1:9-1:72 (captures (capture 1:12-1:21 weak self) (capture 1:23-1:28 n (identifier 1:27-1:28 m))) (params() (param 1:31-1:37 a (type 1:34-1:37 Int)) (param 1:39-1:40 b)) async throws (result (type 1:58-1:61 Int)) (binary + 1:65-1:70 (identifier 1:65-1:66 a) (identifier 1:69-1:70 b)))))
        (let 2:1-2:22 (binding 2:5-2:22 (bind 2:5-2:6 g) (closure 2:9-2:22 (params (param 2:11-2:12 x) (param 2:14-2:15 y)) (identifier 2:19-2:20 x))))
        (let 3:1-3:19 (binding 3:5-3:19 (bind 3:5-3:6 h) (closure 3:9-3:19 (binary * 3:11-3:17 (identifier 3:11-3:13 $0) (integer 3:16-3:17 2)))))
        (let 4:1-4:47 (binding 4:5-4:47 (bind 4:5-4:6 s) (call 4:9-4:47 (member 4:9-4:34 map (call 4:9-4:30 (member 4:9-4:18 sorted (identifier 4:9-4:11 xs)) (trailing (closure 4:19-4:30 (binary < 4:21-4:28 (identifier 4:21-4:23 $0) (identifier 4:26-4:28 $1)))))) (args (member 4:35-4:46 init (identifier 4:35-4:41 String))))))
        """#)
    }

    @Test func controlFlow() {
        let source = #"""
        if let x, var y = f(), case .some(let z) = w, a > 1 { } else if b { } else { }
        guard let v = o else { return }
        while let n = it.next() { continue }
        repeat { i += 1 } while i < 3
        outer: for case let .a(x) in xs where x > 0 { break outer }
        for (i, v) in zip(a, b) { }
        switch p {
        case (0, _), (_, 0): fallthrough
        case let .circle(r) where r > 1, .square(side: let s): print(r)
        case is Int, let q as String: break
        case 1...5, ..<0: break
        @unknown default: break
        }
        do { try f() } catch MyError.bad(let m) { } catch let e as E where e.code > 0 { } catch { }
        defer { close() }
        throw E.bad
        """#
        #expect(Self.dump(source) == #"""
        (if 1:1-1:79 (let 1:4-1:9 (bind 1:8-1:9 x)) (var 1:11-1:22 (bind 1:15-1:16 y) (call 1:19-1:22 (identifier 1:19-1:20 f))) (case 1:24-1:45 (case-pattern 1:29-1:41 .some (payload (let 1:35-1:40 (bind 1:39-1:40 z)))) (identifier 1:44-1:45 w)) (binary > 1:47-1:52 (identifier 1:47-1:48 a) (integer 1:51-1:52 1)) (block 1:53-1:56) (else (if 1:62-1:79 (identifier 1:65-1:66 b) (block 1:67-1:70) (else 1:76-1:79))))
        (guard 2:1-2:32 (let 2:7-2:16 (bind 2:11-2:12 v) (identifier 2:15-2:16 o)) (else 2:22-2:32 (return 2:24-2:30)))
        (while 3:1-3:37 (let 3:7-3:24 (bind 3:11-3:12 n) (call 3:15-3:24 (member 3:15-3:22 next (identifier 3:15-3:17 it)))) (block 3:25-3:37 (continue 3:27-3:35)))
        (repeat 4:1-4:30 (block 4:8-4:18 (binary += 4:10-4:16 (identifier 4:10-4:11 i) (integer 4:15-4:16 1))) (binary < 4:25-4:30 (identifier 4:25-4:26 i) (integer 4:29-4:30 3)))
        (label outer 5:1-5:60 (for 5:8-5:60 case (let 5:17-5:26 (case-pattern 5:21-5:26 .a (payload (bind 5:24-5:25 x)))) (identifier 5:30-5:32 xs) (where (binary > 5:39-5:44 (identifier 5:39-5:40 x) (integer 5:43-5:44 0))) (block 5:45-5:60 (break 5:47-5:58 outer))))
        (for 6:1-6:28 (tuple-pattern 6:5-6:11 (bind 6:6-6:7 i) (bind 6:9-6:10 v)) (call 6:15-6:24 (identifier 6:15-6:18 zip) (args (identifier 6:19-6:20 a) (identifier 6:22-6:23 b))) (block 6:25-6:28))
        (switch 7:1-13:2 (identifier 7:8-7:9 p) (case 8:1-8:33 (tuple-pattern 8:6-8:12 (expr-pattern 8:7-8:8 (integer 8:7-8:8 0)) (_ 8:10-8:11)) (tuple-pattern 8:14-8:20 (_ 8:15-8:16) (expr-pattern 8:18-8:19 (integer 8:18-8:19 0))) (fallthrough 8:22-8:33)) (case 9:1-9:64 (let 9:6-9:20 (case-pattern 9:10-9:20 .circle (payload (bind 9:18-9:19 r)))) (where (binary > 9:27-9:32 (identifier 9:27-9:28 r) (integer 9:31-9:32 1))) (case-pattern 9:34-9:54 .square (payload side: (let 9:48-9:53 (bind 9:52-9:53 s)))) (call 9:56-9:64 (identifier 9:56-9:61 print) (args (identifier 9:62-9:63 r)))) (case 10:1-10:36 (is-pattern 10:6-10:12 (type 10:9-10:12 Int)) (let 10:14-10:29 (as-pattern 10:18-10:29 (bind 10:18-10:19 q) (type 10:23-10:29 String))) (break 10:31-10:36)) (case 11:1-11:24 (expr-pattern 11:6-11:11 (binary ... 11:6-11:11 (integer 11:6-11:7 1) (integer 11:10-11:11 5))) (expr-pattern 11:13-11:17 (prefix ..< 11:13-11:17 (integer 11:16-11:17 0))) (break 11:19-11:24)) (@unknown default 12:1-12:24 (break 12:19-12:24)))
        (do 14:1-14:92 (block 14:4-14:15 (try 14:6-14:13 (call 14:10-14:13 (identifier 14:10-14:11 f)))) (catch 14:16-14:44 (case-pattern 14:22-14:40 (type 14:22-14:29 MyError) .bad (payload (let 14:34-14:39 (bind 14:38-14:39 m)))) (block 14:41-14:44)) (catch 14:45-14:82 (let 14:51-14:61 (as-pattern 14:55-14:61 (bind 14:55-14:56 e) (type 14:60-14:61 E))) (where (binary > 14:68-14:78 (member 14:68-14:74 code (identifier 14:68-14:69 e)) (integer 14:77-14:78 0))) (block 14:79-14:82)) (catch 14:83-14:92 (block 14:89-14:92)))
        (defer 15:1-15:18 (block 15:7-15:18 (call 15:9-15:16 (identifier 15:9-15:14 close))))
        (throw 16:1-16:12 (member 16:7-16:12 bad (identifier 16:7-16:8 E)))
        """#)
    }

    @Test func conditionalCompilation() {
        let source = #"""
        #if DEBUG && !os(iOS)
        let d = 1
        #elseif swift(>=5.9)
        let d = 2
        #else
        let d = 3
        #endif
        """#
        #expect(Self.dump(source) == #"""
        (#if 1:1-7:7 (clause 1:1-2:10 (binary && 1:5-1:22 (identifier 1:5-1:10 DEBUG) (prefix ! 1:14-1:22 (call 1:15-1:22 (identifier 1:15-1:17 os) (args (identifier 1:18-1:21 iOS))))) (let 2:1-2:10 (binding 2:5-2:10 (bind 2:5-2:6 d) (integer 2:9-2:10 1)))) (clause 3:1-4:10 (call 3:9-3:21 (identifier 3:9-3:14 swift) (args (prefix >= 3:15-3:20 (float 3:17-3:20 5.9)))) (let 4:1-4:10 (binding 4:5-4:10 (bind 4:5-4:6 d) (integer 4:9-4:10 2)))) (#else 5:1-6:10 (let 6:1-6:10 (binding 6:5-6:10 (bind 6:5-6:6 d) (integer 6:9-6:10 3)))))
        """#)
    }

    @Test func declarations() {
        let source = #"""
        /// A ring.
        @MainActor public struct Ring<S: Shape>: View where S: Sendable {
            @State private var t: Double = 0
            var body: some View { Text("") }
            var v: Int { get { 1 } nonmutating set { } }
            init?(_ s: S, n: Int = 3, xs: Int...) throws { }
            subscript(i: Int) -> Int { i }
            static func + (l: Ring, r: Ring) -> Ring { l }
        }
        enum E: Int { case a = 1, b; indirect case c(x: E, Int) }
        protocol P { associatedtype T: Equatable; var x: T { get set }; init(); func f(_ g: @escaping (inout Int) -> Void) }
        extension Array: P where Element == Int { }
        typealias Pair<A> = (first: A, second: A)
        prefix operator √
        #Preview("R") { Ring() }
        """#
        #expect(Self.dump(source) == #"""
        (struct Ring 2:1-9:2 doc:"A ring." (@MainActor 2:1-2:11) public (generics (generic-param 2:31-2:39 S (type 2:34-2:39 Shape))) (inherits (type 2:42-2:46 View)) (where (conforms 2:53-2:64 (type 2:53-2:54 S) (type 2:56-2:64 Sendable))) (var 3:5-3:37 (@State 3:5-3:11) private (binding 3:24-3:37 (bind 3:24-3:25 t) (type 3:27-3:33 Double) (integer 3:36-3:37 0))) (var 4:5-4:37 (binding 4:9-4:37 (bind 4:9-4:13 body) (some 4:15-4:24 (type 4:20-4:24 View)) (getter 4:25-4:37 (call 4:27-4:35 (identifier 4:27-4:31 Text) (args (string 4:32-4:34)))))) (var 5:5-5:49 (binding 5:9-5:49 (bind 5:9-5:10 v) (type 5:12-5:15 Int) (accessors 5:16-5:49 (get 5:18-5:27 (block 5:22-5:27 (integer 5:24-5:25 1))) (set 5:28-5:47 nonmutating (block 5:44-5:47))))) (init? 6:5-6:53 (params (param 6:11-6:17 _ s (type 6:16-6:17 S)) (param 6:19-6:29 n (type 6:22-6:25 Int) (default (integer 6:28-6:29 3))) (param 6:31-6:41 xs (type 6:35-6:38 Int) ...)) throws (block 6:50-6:53)) (subscript 7:5-7:35 (params (param 7:15-7:21 i (type 7:18-7:21 Int))) (result (type 7:26-7:29 Int)) (getter 7:30-7:35 (identifier 7:32-7:33 i))) (func + 8:5-8:51 static (params (param 8:20-8:27 l (type 8:23-8:27 Ring)) (param 8:29-8:36 r (type 8:32-8:36 Ring))) (result (type 8:41-8:45 Ring)) (block 8:46-8:51 (identifier 8:48-8:49 l))))
        (enum E 10:1-10:58 (inherits (type 10:9-10:12 Int)) (case 10:15-10:28 (element 10:20-10:25 a (integer 10:24-10:25 1)) (element 10:27-10:28 b)) (case 10:30-10:56 indirect (element 10:44-10:56 c (params (param 10:46-10:50 x (type 10:49-10:50 E)) (param 10:52-10:55 (type 10:52-10:55 Int))))))
        (protocol P 11:1-11:117 (associatedtype T 11:14-11:41 (inherits (type 11:32-11:41 Equatable))) (var 11:43-11:63 (binding 11:47-11:63 (bind 11:47-11:48 x) (type 11:50-11:51 T) (accessors 11:52-11:63 (get 11:54-11:57) (set 11:58-11:61)))) (init 11:65-11:71 (params)) (func f 11:73-11:115 (params (param 11:80-11:114 _ g (attributed 11:85-11:114 (@escaping 11:85-11:94) (function-type 11:95-11:114 (params (inout-type 11:96-11:105 (type 11:102-11:105 Int))) (type 11:110-11:114 Void)))))))
        (extension 12:1-12:44 (type 12:11-12:16 Array) (inherits (type 12:18-12:19 P)) (where (same-type 12:26-12:40 (type 12:26-12:33 Element) (type 12:37-12:40 Int))))
        (typealias Pair 13:1-13:42 (generics (generic-param 13:16-13:17 A)) (tuple-type 13:21-13:42 first: (type 13:29-13:30 A) second: (type 13:40-13:41 A)))
        (prefix operator √ 14:1-14:20 prefix)
        (#Preview 15:1-15:25 (args (string 15:10-15:13 "R")) (trailing (closure 15:15-15:25 (call 15:17-15:23 (identifier 15:17-15:21 Ring)))))
        """#)
    }

    @Test func types() {
        let source = #"""
        let t: (A.B<C>?, D!, [E], [F: G], (x: H, I), (inout J, K...) async throws -> L, some M, any N & O, P.Type, Self)
        """#
        #expect(Self.dump(source) == #"""
        (let 1:1-1:113 (binding 1:5-1:113 (bind 1:5-1:6 t) (tuple-type 1:8-1:113 (optional 1:9-1:16 (type 1:9-1:15 A.B (generic B (type 1:13-1:14 C)))) (iuo 1:18-1:20 (type 1:18-1:19 D)) (array-type 1:22-1:25 (type 1:23-1:24 E)) (dictionary-type 1:27-1:33 (type 1:28-1:29 F) (type 1:31-1:32 G)) (tuple-type 1:35-1:44 x: (type 1:39-1:40 H) (type 1:42-1:43 I)) (function-type 1:46-1:79 (params (inout-type 1:47-1:54 (type 1:53-1:54 J)) (type 1:56-1:57 K) ...) async throws (type 1:78-1:79 L)) (some 1:81-1:87 (type 1:86-1:87 M)) (any 1:89-1:98 (composition 1:93-1:98 (type 1:93-1:94 N) (type 1:97-1:98 O))) (metatype 1:100-1:106 (type 1:100-1:101 P)) (type 1:108-1:112 Self))))
        """#)
    }

    @Test func postfixConditionalCompilation() {
        let source = #"""
        let v = Text("a")
            .bold()
            #if os(iOS)
            .padding()
            .italic()
            #elseif DEBUG
            #else
            .hidden()
            #endif
            .frame()
        #if DEBUG
        let z = 1
        #endif
        """#
        #expect(Self.dump(source) == #"""
        (let 1:1-10:13 (binding 1:5-10:13 (bind 1:5-1:6 v) (call 1:9-10:13 (member 1:9-10:11 frame (postfix-#if 1:9-9:11 (call 1:9-2:12 (member 1:9-2:10 bold (call 1:9-1:18 (identifier 1:9-1:13 Text) (args (string 1:14-1:17 "a"))))) (#if (clause 3:5-5:14 (call 3:9-3:16 (identifier 3:9-3:11 os) (args (identifier 3:12-3:15 iOS))) (call 4:5-5:14 (member 4:5-5:12 italic (call 4:5-4:15 (member 4:5-4:13 padding (#if-base 4:5-4:5)))))) (clause 6:5-6:18 (identifier 6:13-6:18 DEBUG)) (#else 7:5-8:14 (call 8:5-8:14 (member 8:5-8:12 hidden (#if-base 8:5-8:5))))))))))
        (#if 11:1-13:7 (clause 11:1-12:10 (identifier 11:5-11:10 DEBUG) (let 12:1-12:10 (binding 12:5-12:10 (bind 12:5-12:6 z) (integer 12:9-12:10 1)))))
        """#)
    }

    @Test func ifAndSwitchExpressions() {
        let source = #"""
        func f(x: Int) -> Int { return if x > 0 { 1 } else { 2 } }
        let y = switch x { case 0: "zero" default: "other" }
        """#
        #expect(Self.dump(source) == #"""
        (func f 1:1-1:59 (params (param 1:8-1:14 x (type 1:11-1:14 Int))) (result (type 1:19-1:22 Int)) (block 1:23-1:59 (return 1:25-1:57 (if-expr 1:32-1:57 (binary > 1:35-1:40 (identifier 1:35-1:36 x) (integer 1:39-1:40 0)) (block 1:41-1:46 (integer 1:43-1:44 1)) (else 1:52-1:57 (integer 1:54-1:55 2))))))
        (let 2:1-2:53 (binding 2:5-2:53 (bind 2:5-2:6 y) (switch-expr 2:9-2:53 (identifier 2:16-2:17 x) (case 2:20-2:34 (expr-pattern 2:25-2:26 (integer 2:25-2:26 0)) (string 2:28-2:34 "zero")) (default 2:35-2:51 (string 2:44-2:51 "other")))))
        """#)
    }

    /// A cell saved with CRLF line breaks gives the same tree as with LF (a multi-line literal's
    /// breaks are "\n" and a `\` continuation still joins lines).
    @Test func crlfLineEndings() {
        let lf = "let m = \"\"\"\n    one\n\n      two \\\n    three\n    \"\"\"\nlet x = 1\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(Self.dump(crlf) == Self.dump(lf))
        #expect(Self.dump(lf).contains(#""one\n\n  two three""#))
    }
}
