/**
 * The card entrance (CardEntrance, a react-spring trail) and react-spring itself as their own
 * chunk: webpack splits a dynamic import into a file that is requested only when this runs. Its
 * own module so that tests can stand in for the network.
 */
export default function loadSpring() {
  return import("./CardEntrance");
}
