// A subclass of a Codable class that declares its own designated initialiser no longer
// inherits the synthesised `required init(from:)`, so it must write one.
import Foundation
print("this program must not run")
class Base: Codable { var id = 0 }
class Sub: Base {
    var extra: String
    init(extra: String) { self.extra = extra; super.init() }
}

// expect error: 'required' initializer 'init(from:)' must be provided by subclass of 'Base'
