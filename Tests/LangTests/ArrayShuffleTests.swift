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

    /// A program's own `MutableCollection & RandomAccessCollection` ends in the order an array of
    /// its elements would, directly and through generic code, and stays of its own type.
    @Test func ownCollectionShufflesAsAnArrayOfItsElementsDoes() {
        let result = Lang.Session().run("""
            struct Ring: MutableCollection, RandomAccessCollection {
                var storage: [Int]
                var startIndex: Int { 0 }
                var endIndex: Int { storage.count }
                func index(after i: Int) -> Int { i + 1 }
                func index(before i: Int) -> Int { i - 1 }
                subscript(i: Int) -> Int {
                    get { storage[i] }
                    set { storage[i] = newValue }
                }
            }
            func mix<C: MutableCollection & RandomAccessCollection>(_ c: inout C) { c.shuffle() }
            Random.seed(7)
            let a = Array(1...20).shuffled()
            let b = Array(1...20).shuffled()
            Random.seed(7)
            var r = Ring(storage: Array(1...20))
            r.shuffle()
            let first = r.storage
            r.storage = Array(1...20)
            mix(&r)
            print(first == a, r.storage == b, type(of: r))
            """)
        #expect(result.runtimeError == nil && !result.isRejected)
        #expect(result.output == "true true Ring\n")
    }

    @Test func aConstantCannotBeShuffled() {
        let result = Lang.Session().run("let c = [1, 2, 3]\nc.shuffle()")
        #expect(result.isRejected)
    }
}
