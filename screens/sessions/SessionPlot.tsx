// The one place the portal meets Plotly: react-plotly.js over the basic partial bundle (scatter
// and bar traces only), in its own chunk. Import it lazily (LazySessionPlot), never directly, so
// that the login route and the lists never download it.
import createPlotlyComponent from 'react-plotly.js/factory';
import Plotly from 'plotly.js-basic-dist-min';

const SessionPlot = createPlotlyComponent(Plotly);
export default SessionPlot;
