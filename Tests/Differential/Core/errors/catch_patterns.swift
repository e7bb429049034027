// catch clauses with patterns, bindings and where.
enum NetworkError: Error {
    case timeout
    case status(Int)
}
struct Other: Error {}
func fetch(_ n: Int) throws -> String {
    switch n {
    case 0: throw NetworkError.timeout
    case 1: throw NetworkError.status(404)
    case 2: throw NetworkError.status(500)
    case 3: throw Other()
    default: return "ok"
    }
}
for n in 0...4 {
    do {
        print(try fetch(n))
    } catch NetworkError.timeout {
        print("timed out")
    } catch NetworkError.status(let code) where code >= 500 {
        print("server error", code)
    } catch let NetworkError.status(code) {
        print("client error", code)
    } catch is Other {
        print("other")
    } catch {
        print("unexpected")
    }
}

// expect: timed out
// expect: client error 404
// expect: server error 500
// expect: other
// expect: ok
