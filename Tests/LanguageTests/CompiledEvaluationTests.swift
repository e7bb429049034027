import Foundation
import Testing
@testable import Language

/// The compiled fast paths (Interpreter+Compile.swift) must behave exactly as the tree walker:
/// names that change meaning between cells, captures of loop variables, in-place appends to
/// variables of every kind, limits, interrupts and error locations.
@Suite struct CompiledEvaluationTests {
    @Test func aFunctionDeclaredLaterShadowsTheBuiltinItsCallerUsedBefore() {
        let runner = Runner()
        runner.run("func f() -> Double { sin(0) + Double(2) }")
        #expect(runner.text("f()") == "2")
        runner.run("func sin(_ x: Double) -> Double { 40 }")
        #expect(runner.text("f()") == "42")
    }

    @Test func aCalleeReboundInsideALoopIsCalledFromTheNextIteration() {
        // The call site remembers `f` as the builtin `Double` until a global is rebound.
        let runner = Runner()
        runner.run("""
            var f = Double
            var out = [Double]()
            for i in 0..<4 {
                out.append(f(Double(i) * Double(i) * 4))
                if i == 1 { f = sqrt }
            }
            print(out[0], out[1], out[2], out[3])
            """)
        #expect(runner.host.printed == "0 4 4 6\n")
    }

    @Test func aReusedLoopScopeStillRejectsARedeclarationAndForgetsTheLastIteration() {
        let runner = Runner()
        #expect(runner.text("for i in 0..<3 {\n let a = i\n let a = 2\n}").contains("invalid redeclaration of 'a'"))
        runner.run("""
            var seen = [Double]()
            for i in 0..<3 {
                if i > 0 { seen.append(Double(i)) }
                let b = Double(i) * 10
                seen.append(b)
            }
            print(seen.count, seen[0], seen[1], seen[2], seen[3], seen[4])
            """)
        #expect(runner.host.printed == "5 0 1 10 2 20\n")
    }

    @Test func aGlobalRedeclaredInALaterCellIsWhatCompiledCodeReads() {
        let runner = Runner()
        runner.run("var n = 1\nfunc g() -> Double { n * 10 }")
        #expect(runner.text("g()") == "10")
        runner.run("let n = 7")
        #expect(runner.text("g()") == "70")
        #expect(runner.text("n = 3").contains("'let' constant"))
        #expect(runner.text("g()") == "70")
    }

    @Test func closuresKeepTheIterationTheyCaptured() {
        let runner = Runner()
        runner.run("var fs = [{ -1.0 }]\nfor i in 0..<3 { fs.append({ Double(i) * 10 }) }\nprint(fs[1](), fs[2](), fs[3]())")
        #expect(runner.host.printed == "0 10 20\n")
    }

    @Test func appendGrowsGlobalLocalAndFieldArraysInPlace() {
        let runner = Runner()
        runner.run("""
            var xs = [Double]()
            for i in 0..<4 { xs.append(Double(i) * 2) }
            func build() -> [Double] {
                var out = [Double]()
                for i in 0..<3 { out.append(Double(i) + 0.5) }
                return out
            }
            struct Bag {
                var items = [Double]()
                mutating func add(_ x: Double) { items.append(x) }
            }
            var bag = Bag()
            bag.add(1)
            bag.add(2)
            var copy = xs
            copy.append(99)
            print(xs, build(), bag.items, copy.count)
            """)
        #expect(runner.host.printed == "[0, 2, 4, 6] [0.5, 1.5, 2.5] [1, 2] 5\n")
    }

    @Test func appendToAConstantOrANonArrayIsTheWalkersError() {
        let runner = Runner()
        #expect(runner.text("let xs = [1]\nxs.append(2)") == "error: 2:1: cannot use mutating member 'append' on 'xs': it is a 'let' constant")
        #expect(runner.text("var p = Path()\np.append(3)").hasPrefix("error: 2:"))
        #expect(runner.text("let ys = [1]\nys.count") == "1")
    }

    @Test func appendBeyondTheArrayLimitFailsAndLeavesTheArray() {
        let runner = Runner(configuration: SessionConfiguration(maximumArrayLength: 3))
        runner.run("var xs = [Double]()")
        #expect(runner.text("for i in 0..<5 { xs.append(Double(i)) }").contains("the array limit"))
        #expect(runner.text("xs.count") == "0")
    }

    @Test func numberBuiltinsGiveTheWalkersResultsAndErrors() {
        let runner = Runner()
        #expect(runner.text("Double(\"2.5\") + Double.pi - Double.pi") == "2.5")
        #expect(runner.text("sqrt(16) + abs(-2) + floor(2.7)") == "8")
        #expect(runner.text("print(sin(\"x\"))") == "error: 1:7: expected a number for 'value', got String \"x\"")
        #expect(runner.text("1 + \"x\"") == "error: 1:1: binary operator '+' cannot be applied to Double 1 and String \"x\"")
        #expect(runner.text("let s = \"a\" + \"b\"\ns") == "ab")
    }

    @Test func theStepBudgetCountsCompiledLoops() {
        let runner = Runner(configuration: SessionConfiguration(stepBudget: 1_000))
        #expect(runner.text("var t = 0.0\nfor i in 0..<100 { t += sin(Double(i)) }\n1").hasSuffix("1"))
        #expect(runner.text("var u = 0.0\nfor i in 0..<10000 { u += 1 }").contains("step budget"))
    }

    @Test func anInterruptStopsACompiledForLoop() {
        let runner = Runner()
        runner.run("var xs = [Double]()")
        let outcome = runner.runInterrupted("for i in 0..<1e15 { xs.append(sin(Double(i))) }", after: 0.2)
        guard case .failure(let error) = outcome else {
            Issue.record("the loop was not interrupted")
            return
        }
        #expect(error.name == "InterruptError")
        #expect(runner.text("xs.count") == "0")
    }

    @Test func assignmentsToNamesCombineAndReplaceAsTheWalkerDoes() {
        let runner = Runner()
        runner.run("var s = \"a\"\ns += \"b\"\nvar t = 0.0\nfor i in 0..<4 { t += Double(i) }\nt -= 0.5\nt *= 2\nprint(s, t)")
        #expect(runner.host.printed == "ab 11\n")
        #expect(runner.text("let c = 1\nc += 1") == "error: 2:1: cannot assign to 'c': it is a 'let' constant")
        #expect(runner.text("undefinedName = 3") == "error: 1:1: cannot find 'undefinedName' in scope")
        runner.run("var col = Color.red\ncol = .blue\nprint(col)")
        #expect(runner.host.printed.hasSuffix("\nblue\n"))
        #expect(runner.text("t") == "11")
    }

    @Test func breakContinueAndReturnLeaveCompiledLoops() {
        let runner = Runner()
        #expect(runner.text("var k = 0.0\nfor i in 0..<10 {\n if i == 2 { continue }\n if i == 5 { break }\n k += i\n}\nk") == "8")
        runner.run("func firstOver(_ x: Double) -> Double {\n for i in 0..<100 { if Double(i) * Double(i) > x { return Double(i) } }\n return -1\n}")
        #expect(runner.text("firstOver(50)") == "8")
        #expect(runner.text("firstOver(1e9)") == "-1")
    }

    @Test func compiledIfAndWhileKeepScopesAndJumps() {
        let runner = Runner()
        runner.run("var fs = [{ -1.0 }]\nvar j = 0.0\nwhile j < 3 {\n let v = j * 10\n fs.append({ v })\n j += 1\n}\nprint(fs[1](), fs[3]())")
        runner.run("var g = { 0.0 }\nvar q = 5.0\nif q > 1 { g = { q * 2 } }\nq = 7\nprint(g())")
        runner.run("func sign(_ x: Double) -> String {\n if x > 0 { return \"+\" } else if x < 0 { return \"-\" } else { return \"0\" }\n}\nprint(sign(-2), sign(0), sign(3))")
        runner.run("if let v = [4, 5].first { print(v) }\nvar n = 0.0\nwhile n < 10 && n != 4 { n += 1 }\nprint(n)")
        #expect(runner.host.printed == "0 20\n14\n- 0 +\n4\n4\n")
        #expect(runner.text("if true { let w = 1 }\nw").hasPrefix("error: 2:1: cannot find 'w' in scope"))
    }

    @Test func anUnclosedBracketAtTheEndOfTheInputPointsAtItsLine() {
        let runner = Runner()
        #expect(runner.text("let b = 1\nlet a = (1 + 2\n\n") == "error: 2:15: expected ')' to close '(' opened at 2:9")
        #expect(runner.text("let b = 1\nlet a = foo(1, 2\n") == "error: 2:17: expected ')' to close '(' opened at 2:12")
        #expect(runner.text("func f() {\n  let x = 1\n\n") == "error: 2:12: expected '}' to close '{' opened at 1:10")
        // Not at the end of the input: the error stays where the parser stopped.
        #expect(runner.text("let a = (1 + 2\nprint(a)") == "error: 2:1: expected ')' to close '(' opened at 1:9")
    }
}
