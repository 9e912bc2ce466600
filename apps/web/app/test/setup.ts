import { configure } from '@testing-library/react';

// findBy… queries wait for a state, not for a time; their deadline only bounds a broken test. Under a loaded
// machine (the whole suite on two cores) a large page can take more than the one-second default to render, so the
// deadline is generous and a slow render is never mistaken for a missing element.
configure({ asyncUtilTimeout: 15_000 });
