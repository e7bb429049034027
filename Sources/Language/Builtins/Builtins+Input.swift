// MARK: - Standard input
// A notebook cell has no standard input: Shapebook never sends Jupyter's `input_request`, so a
// reader is never asked to type while a cell runs. `readLine()` says so, as an error a person can
// act on, instead of "cannot find 'readLine' in scope" or a silent nil. `shapebook run` has the
// process's standard input and reads it, as a program compiled by swiftc does.

extension BuiltinTable {
    func registerInput() {
        function("readLine", """
            A line of standard input, or nil at its end (`shapebook run script.shape < input.txt`). \
            In a notebook this is an error: a cell has no standard input; put the value in the cell, \
            or let the reader set it with a control (`TextField`, `Slider`) in a live view.
            """,
                 overload([param("strippingNewline", "Bool", "true")], "String?") { call in
                     let stripping = call.has(0) ? try call.bool(0, "strippingNewline") : true
                     do {
                         guard let host = call.i.host else { throw NoStandardInput() }
                         return try host.readLine(strippingNewline: stripping).map(Value.string) ?? .null
                     } catch is NoStandardInput {
                         throw fail("""
                             readLine(): a notebook cell has no standard input (Shapebook never asks the front end \
                             to type a line); put the value in the cell, or let the reader set it with a TextField \
                             or a Slider in a live view
                             """)
                     } catch let error as LanguageError {
                         throw error
                     } catch {
                         throw fail("readLine(): \(error)")
                     }
                 })
    }
}

/// What a host without standard input throws from `readLine(strippingNewline:)`.
public struct NoStandardInput: Error {
    /// The error.
    public init() {}
}
