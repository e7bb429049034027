// `LocalizedError`'s `errorDescription` is the error's `localizedDescription` (Foundation's
// sentence when it is nil); `print(error)` still prints the case; a `CustomStringConvertible`
// error prints its description; the other requirements default to nil.
import Foundation
enum NetworkError: LocalizedError {
    case offline, status(Int)
    var errorDescription: String? {
        switch self {
        case .offline: return "You are offline"
        case .status(let code): return "Server said \(code)"
        }
    }
}
struct Quiet: LocalizedError {}
do { throw NetworkError.status(404) } catch { print(error.localizedDescription); print(error) }
let failure: Error = NetworkError.offline
print(failure.localizedDescription)
if let localized = failure as? LocalizedError {
    print(localized.errorDescription ?? "-", localized.failureReason ?? "none", localized.recoverySuggestion ?? "none")
}
print(Quiet().localizedDescription, Quiet().errorDescription as Any)
enum ParseError: Error, CustomStringConvertible {
    case bad(String)
    var description: String { switch self { case .bad(let s): return "bad input: \(s)" } }
}
do { throw ParseError.bad("x") } catch { print(error); print("caught \(error)") }
func validate(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw NetworkError.status(400) }
    return n
}
for input in ["12", "zz"] {
    do { print(try validate(input)) } catch let error as LocalizedError { print("localized:", error.errorDescription ?? "") }
}

// expect: Server said 404
// expect: status(404)
// expect: You are offline
// expect: You are offline none none
// expect: The operation could not be completed. (main.Quiet error 1.) nil
// expect: bad input: x
// expect: caught bad input: x
// expect: 12
// expect: localized: Server said 400
