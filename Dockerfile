# ScrollFX: build with the Swift 6.3 toolchain, run on a slim Debian with only libmicrohttpd.
#   docker build -t scrollfx .
#   docker run --rm -p 8080:8080 -p 127.0.0.1:9090:9090 scrollfx
# The admin port (9090: health, readiness, metrics, no keys) is for the orchestrator: never publish it beyond a
# private address. The image's defaults are open (no API keys, the playground on); a production deployment sets
# the settings docs/operating.md lists under "Production settings", as deploy/kubernetes does.
# Checked without a Docker engine by scripts/check-docker (hadolint, the binary's libraries,
# and the binary run the way this image runs it).

FROM swift:6.3-bookworm AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Dependencies first, so this layer is reused while only sources change.
COPY Package.swift ./
RUN swift package resolve
COPY Sources ./Sources
COPY Tests ./Tests
RUN swift build -c release --product scrollfx --static-swift-stdlib \
    && mkdir /staging \
    && cp "$(swift build -c release --show-bin-path)/scrollfx" /staging/scrollfx

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd12 ca-certificates tzdata \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /staging/scrollfx /app/scrollfx
COPY Config /app/Config
# Listen on every interface inside the container; everything else as Config/scrollfx.yaml says.
ENV SCROLLFX_SERVER_HOST=0.0.0.0 \
    SCROLLFX_ADMIN_HOST=0.0.0.0
USER 10001:10001
EXPOSE 8080 9090
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 CMD ["/app/scrollfx", "healthcheck"]
ENTRYPOINT ["/app/scrollfx"]
CMD ["serve", "--config", "Config/scrollfx.yaml"]
