// A property of `extension P where Self: Collection` read on a conformer of P that is no collection.
print("this program must not run")
protocol Tallied {}
extension Tallied where Self: Collection {
    var tally: Int { count }
}
extension Int: Tallied {}
extension Array: Tallied {}
print([1, 2].tally)
let n = 5
print(n.tally)

// expect error: property 'tally' requires that 'Int' conform to 'Collection'
