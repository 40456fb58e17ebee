/// Who a request body's bytes are counted against: the caller the responder recognised (an API key), or else the
/// network the connection comes from.
public enum HTTPClient: Hashable, Sendable {
    /// An IPv4 address (an IPv4-mapped IPv6 one as its IPv4 address).
    case ipv4(UInt32)
    /// An IPv6 address's /64: one subscriber's network, which holds endless addresses.
    case ipv6Network(UInt64)
    /// A caller named by the responder's admission (``HTTPAdmission/admitted(_:client:)``).
    case named(String)
    /// A peer of another family.
    case unknown
}

/// The bytes requests hold in the transport: a body from its head until it is answered, an answer until it is sent.
/// One cap for all, a share of it for each client, and a reserve of it that only small bodies and answers may take,
/// and of which each client may hold only a sixteenth, so that neither one client nor many large or slow requests
/// can leave the small requests of others without room. Pure bookkeeping: the daemon holds it under a lock.
struct BodyBuffers {
    /// Why a body got no room.
    enum Refusal: Equatable {
        /// Its client's bodies already hold their share with it.
        case clientShare(limit: Int)
        /// All bodies together would pass the cap (or, for a large body, the cap less the reserve).
        case total(limit: Int)
    }

    /// Bytes all bodies may hold at once.
    let total: Int
    /// Bytes one client's bodies may hold at once.
    let perClient: Int
    /// Bytes of `total` that only bodies of at most ``smallBody`` bytes may take.
    let reserve: Int
    /// The largest body that may take the reserve.
    let smallBody: Int
    /// The most a client may hold and still take the reserve: a sixteenth of it, or one small body.
    let reservePerClient: Int

    /// Bytes held now, by all and by each client holding any.
    private(set) var held = 0
    private(set) var heldBy: [HTTPClient: Int] = [:]

    init(total: Int, perClient: Int, reserve: Int, smallBody: Int = 64 << 10) {
        self.total = max(0, total)
        self.perClient = max(0, perClient)
        self.reserve = min(max(0, reserve), self.total)
        self.smallBody = smallBody
        reservePerClient = max(smallBody, self.reserve / 16)
    }

    /// Counts `bytes` for `client`, or nothing and why not when they do not fit.
    mutating func take(_ bytes: Int, for client: HTTPClient) -> Refusal? {
        guard bytes > 0 else { return nil }
        let clientHolds = heldBy[client, default: 0]
        guard bytes <= perClient - clientHolds else { return .clientShare(limit: perClient) }
        let mayTakeReserve = bytes <= smallBody && bytes <= reservePerClient - clientHolds
        let room = mayTakeReserve ? total : total - reserve
        guard bytes <= room - held else { return .total(limit: room) }
        held += bytes
        heldBy[client] = clientHolds + bytes
        return nil
    }

    /// Gives back `bytes` that ``take(_:for:)`` counted for `client`.
    mutating func release(_ bytes: Int, for client: HTTPClient) {
        guard bytes > 0, let clientHolds = heldBy[client] else { return }
        let given = min(bytes, clientHolds)
        held -= given
        heldBy[client] = clientHolds == given ? nil : clientHolds - given
    }
}
