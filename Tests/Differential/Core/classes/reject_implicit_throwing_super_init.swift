// Swift calls a superclass's only init() for a subclass init that calls no super.init, but a
// throwing one only from an initialiser that throws too.
print("this program must not run")
struct SetupError: Error {}
class Connection {
    var open = false
    init() throws {
        open = true
    }
}
class SecureConnection: Connection {
    let cipher: String
    override init() {
        cipher = "aes"
    }
}
print(try SecureConnection().cipher)

// expect error: missing call to superclass's initializer; 'super.init' is a throwing initializer and requires either an explicit call or that this initializer is also marked as 'throws'
