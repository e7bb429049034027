// A closure made in a class's initialiser may capture `self` only once every stored property is set.
print("this program must not run")
class Cache {
    var size: Int
    var describe: () -> String
    init(size: Int) {
        self.size = size
        let text = { "size \(self.size)" }
        describe = text
    }
}
print(Cache(size: 1).describe())

// expect error: 'self' captured by a closure before all members were initialized
