import Foundation

/// The connection file a front end writes for the kernel: where to bind and how to sign.
public struct ConnectionInfo: Codable, Sendable, Equatable {
    /// `tcp` or `ipc`.
    public var transport: String
    /// The interface address (tcp) or path prefix (ipc).
    public var ip: String
    /// The shell channel's port.
    public var shellPort: Int
    /// The control channel's port.
    public var controlPort: Int
    /// The stdin channel's port.
    public var stdinPort: Int
    /// The iopub channel's port.
    public var iopubPort: Int
    /// The heartbeat's port (`hb_port`).
    public var heartbeatPort: Int
    /// The HMAC key; empty means unsigned.
    public var key: String
    /// Only `hmac-sha256` is supported.
    public var signatureScheme: String
    /// A CurveZMQ secret key (Z85, 40 characters), as jupyter_client provisions it: when
    /// present, every socket is a Curve server and all traffic is encrypted.
    public var curveSecretKey: String?

    /// The connection file's JSON keys.
    enum CodingKeys: String, CodingKey {
        case transport, ip, key
        case shellPort = "shell_port", controlPort = "control_port", stdinPort = "stdin_port"
        case iopubPort = "iopub_port", heartbeatPort = "hb_port"
        case signatureScheme = "signature_scheme", curveSecretKey = "curve_secretkey"
    }

    /// Connection details from their parts.
    public init(
        transport: String = "tcp", ip: String = "127.0.0.1", shellPort: Int, controlPort: Int, stdinPort: Int,
        iopubPort: Int, heartbeatPort: Int, key: String, signatureScheme: String = "hmac-sha256",
        curveSecretKey: String? = nil
    ) {
        self.transport = transport
        self.ip = ip
        self.shellPort = shellPort
        self.controlPort = controlPort
        self.stdinPort = stdinPort
        self.iopubPort = iopubPort
        self.heartbeatPort = heartbeatPort
        self.key = key
        self.signatureScheme = signatureScheme
        self.curveSecretKey = curveSecretKey
    }

    /// Reads and checks a connection file.
    /// - Throws: `ConnectionFileError` if the file is unreadable, not a connection file, or asks
    ///   for a transport or signature scheme this kernel does not speak.
    public init(contentsOf path: String) throws(ConnectionFileError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConnectionFileError("cannot read \(path): \(error.localizedDescription)")
        }
        do {
            self = try JSONDecoder().decode(ConnectionInfo.self, from: data)
        } catch {
            throw ConnectionFileError("\(path) is not a Jupyter connection file: \(error)")
        }
        guard transport == "tcp" || transport == "ipc" else {
            throw ConnectionFileError("unsupported transport '\(transport)' (tcp or ipc)")
        }
        guard signatureScheme == "hmac-sha256" || key.isEmpty else {
            throw ConnectionFileError("unsupported signature scheme '\(signatureScheme)'")
        }
    }

    /// The ZeroMQ endpoint for `port`, spelled as jupyter_client spells it (`ipc://ip-port`).
    public func endpoint(port: Int) -> String {
        transport == "ipc" ? "ipc://\(ip)-\(port)" : "tcp://\(ip):\(port)"
    }
}

/// Why a connection file could not be used: missing, malformed, or asking for something
/// unsupported.
public struct ConnectionFileError: Error, CustomStringConvertible {
    /// What is wrong with the file, naming it.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    /// The message to print before exiting.
    public var description: String { "connection file: \(message)" }
}
