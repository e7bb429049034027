import Testing
@testable import Lang

/// `Array.shuffle()`: the array reordered in place, exactly as `shuffled()` orders it from the
/// same state of the session's generator.
@Suite struct ArrayShuffleTests {
    @Test func shuffleReordersInPlaceAsShuffledOrders() {
        let result = Lang.Session().run("""
            Random.seed(7)
            let a = Array(1...20).shuffled()
            Random.seed(7)
            var b = Array(1...20)
            b.shuffle()
            print(a == b, b.sorted() == Array(1...20), b != Array(1...20))
            """)
        #expect(result.runtimeError == nil && !result.isRejected)
        #expect(result.output == "true true true\n")
    }

    @Test func aConstantCannotBeShuffled() {
        let result = Lang.Session().run("let c = [1, 2, 3]\nc.shuffle()")
        #expect(result.isRejected)
    }
}
