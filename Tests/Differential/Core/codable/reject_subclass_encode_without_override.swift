// A subclass's encode(to:) replaces the synthesised one its Codable superclass has, so it
// must be written `override`.
import Foundation
print("this program must not run")
class Base: Codable { var id = 0 }
class Sub: Base {
    var extra = ""
    func encode(to encoder: Encoder) throws { }
}

// expect error: overriding declaration requires an 'override' keyword
