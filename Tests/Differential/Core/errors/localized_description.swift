// `localizedDescription` of an `NSError` and of errors of your own (an enum's code is its case's
// tag, the cases with associated values numbered first; another type's is 1), as
// swift-corelibs-foundation writes it; `M_PI`.
import Foundation
enum LoadError: Error { case missing, corrupt(Int) }
struct Timeout: Error {}
let errors: [Error] = [LoadError.missing, LoadError.corrupt(7), Timeout(),
                       NSError(domain: "", code: 0, userInfo: nil),
                       NSError(domain: "com.example", code: 42, userInfo: [NSLocalizedDescriptionKey: "Custom text"])]
for error in errors {
    print(error.localizedDescription)
}
let error = NSError(domain: "net", code: -1)
print(error.domain, error.code, error.localizedDescription)
func load() throws -> Int { throw LoadError.corrupt(2) }
do {
    _ = try load()
} catch {
    print("Error: \(error.localizedDescription)")
}
print(M_PI, 2 * M_PI == 2 * Double.pi)
enum Mixed: Error { case a, b(Int), c, d(String) }
let mixed: [Error] = [Mixed.a, Mixed.b(1), Mixed.c, Mixed.d("")]
for error in mixed { print(error.localizedDescription) }

// expect: The operation could not be completed. (main.LoadError error 1.)
// expect: The operation could not be completed. (main.LoadError error 0.)
// expect: The operation could not be completed. (main.Timeout error 1.)
// expect: The operation could not be completed. ( error 0.)
// expect: Custom text
// expect: net -1 The operation could not be completed. (net error -1.)
// expect: Error: The operation could not be completed. (main.LoadError error 0.)
// expect: 3.141592653589793 true
// expect: The operation could not be completed. (main.Mixed error 2.)
// expect: The operation could not be completed. (main.Mixed error 0.)
// expect: The operation could not be completed. (main.Mixed error 3.)
// expect: The operation could not be completed. (main.Mixed error 1.)
