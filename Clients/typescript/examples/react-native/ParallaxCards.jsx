// A React Native screen's parallax cards, played from a timeline fetched once (Hermes runs scrollfx.mjs as it is).
import React, { useEffect, useMemo, useRef, useState } from 'react';
import { Animated, ScrollView, View } from 'react-native';
import { ScrollFXClient, valuesAt } from './scrollfx.mjs';

const scene = {
  viewport: { width: 390, height: 844 },
  sections: [{ id: 'cards', kind: 'list', count: 12, itemSize: { height: 260 }, spacing: 24, padding: 16, cornerRadius: 24,
               layers: [{ id: 'background', cover: true, effects: [{ type: 'parallax', rate: 0.175 }] }] }],
};
// Your service, and its API key where it has keys on.
const client = new ScrollFXClient('https://scrollfx.example.com', { apiKey: null });

export default function ParallaxCards() {
  const [timeline, setTimeline] = useState(null);
  useEffect(() => { client.hold(scene).then(held => held.timeline({ tracks: 'shared' })).then(setTimeline); }, []);
  const layers = useRef([]);
  const track = useMemo(() => timeline?.tracks.findIndex(t => t.section === 'cards' && t.property === 'transform.translate.y'), [timeline]);

  // On scroll: the shared track at each card's leading edge (its top less the offset), set on the native view.
  const onScroll = event => {
    if (!timeline || track < 0) return;
    const offset = event.nativeEvent.contentOffset.y;
    const value = valuesAt(timeline, offset)[track];
    layers.current.forEach((layer, index) => {
      const y = typeof value === 'function' ? value(16 + index * 284 - offset) : value;
      if (layer && y !== null) layer.setNativeProps({ style: { transform: [{ translateY: y }] } });
    });
  };

  return (
    <ScrollView onScroll={onScroll} scrollEventThrottle={16}>
      {Array.from({ length: 12 }, (_, index) => (
        <View key={index} style={{ height: 260, marginTop: index === 0 ? 16 : 24, marginHorizontal: 16, borderRadius: 24, overflow: 'hidden' }}>
          <Animated.View ref={view => { layers.current[index] = view; }} style={{ position: 'absolute', top: 0, bottom: 0, left: 0, right: 0, backgroundColor: '#6a8dff' }} />
        </View>
      ))}
    </ScrollView>
  );
}
